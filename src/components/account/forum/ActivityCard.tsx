import { CalendarDays, Folder, MessageCircle, ThumbsUp } from '@/components/icons'
import { countLabel, type ForumActivityItem } from '@/lib/forum/activity'
import { instantLabel } from '@/lib/orders/order-dates'
import styles from './ForumActivity.module.css'

/** One topic or reply (account.md section 3): title, author, category, date, excerpt, replies and likes. */
export function ActivityCard({ item }: { item: ForumActivityItem }) {
  return (
    <article className={styles.card} data-activity={item.id}>
      <header className={styles.cardHead}>
        <span className={styles.kind} data-kind={item.kind}>
          {item.kind === 'topic' ? 'Started a topic' : 'Replied'}
        </span>
        <h2 className={styles.title}>
          <a href={item.url}>{item.title}</a>
        </h2>
        <p className={styles.meta}>
          <span>
            by <a href={item.authorUrl}>{item.author}</a>
          </span>
          {item.container && (
            <span className={styles.metaItem}>
              <Folder aria-hidden="true" size={14} />
              {item.containerUrl ? <a href={item.containerUrl}>{item.container}</a> : item.container}
            </span>
          )}
          {item.started && (
            <span className={styles.metaItem}>
              <CalendarDays aria-hidden="true" size={14} />
              <time dateTime={item.started}>{instantLabel(item.started)}</time>
            </span>
          )}
        </p>
      </header>
      {item.content && <p className={styles.content}>{item.content}</p>}
      <footer className={styles.counts}>
        <span className={styles.count}>
          <MessageCircle aria-hidden="true" size={16} />
          {countLabel(item.comments, 'reply', 'replies')}
        </span>
        <span className={styles.count}>
          <ThumbsUp aria-hidden="true" size={16} />
          {countLabel(item.reputation, 'like', 'likes')}
        </span>
      </footer>
    </article>
  )
}
