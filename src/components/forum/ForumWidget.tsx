import { MessageSquare } from '@/components/icons'
import { type ForumActivity, replyBadge } from '@/lib/forum'
import { recentForumActivity } from '@/plugins/forum'
import { getPayloadClient } from '@/storefront/payload'
import styles from './ForumWidget.module.css'

interface Props {
  /** A forum category; none: `FORUM_CATEGORY_ID`, else every category. */
  categoryId?: number
  title?: string
}

/** The widget's markup for activity already read (also what a page with its own data would render). */
export function ForumWidgetView({ activity, title }: { activity: ForumActivity; title: string }) {
  if (activity.topics.length === 0) return null
  const heading = activity.category ? `${title}: ${activity.category.name}` : title
  return (
    <section className={styles.widget} aria-label={heading} data-forum-widget>
      <h2 className={styles.title}>
        <MessageSquare aria-hidden="true" size={20} />
        {heading}
      </h2>
      <ul className={styles.list}>
        {activity.topics.map((topic) => (
          <li key={topic.id} className={styles.topic}>
            <a href={topic.url} className={styles.link}>
              {topic.title}
            </a>
            <span className={styles.badge} title={`${topic.replies} replies`}>
              <span aria-hidden="true">{replyBadge(topic.replies)}</span>
              <span className="visually-hidden">{`${topic.replies} ${topic.replies === 1 ? 'reply' : 'replies'}`}</span>
            </span>
          </li>
        ))}
      </ul>
      {activity.category && (
        <a href={activity.category.url} className={styles.more}>
          More in {activity.category.name}
        </a>
      )}
    </section>
  )
}

/**
 * The recent forum activity widget (storefront.md sections 2, 9): the latest topics with their reply counts (the badge
 * says '99+' above 99), read on the server through the forum adapter (2 s timeout, kept 300 s). Nothing at all when no
 * forum is configured (`FORUM_URL`) or it cannot be read.
 */
export async function ForumWidget({ categoryId, title = 'From the forum' }: Props) {
  const activity = await recentForumActivity(categoryId, (err, message) =>
    getPayloadClient().then((payload) => payload.logger.warn({ err }, message)),
  )
  return <ForumWidgetView activity={activity} title={title} />
}
