import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Picture } from '@/components/Picture'
import { RichText } from '@/components/RichText'
import { getArticle } from '@/storefront/blog'
import styles from '../blog.module.css'

// Rendered on first request and cached until an article changes (docs/caching.md).
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string }> }

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(iso))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle((await params).slug)
  return article
    ? { title: `${article.title} · Padforge`, description: article.excerpt }
    : { title: 'Article not found · Padforge' }
}

export default async function ArticlePage({ params }: Props) {
  const article = await getArticle((await params).slug)
  if (!article) notFound()
  return (
    <article className={`container ${styles.article}`}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: article.title }]} />
      <header className={styles.articleHead}>
        <h1 className={styles.title}>{article.title}</h1>
        {article.publishedAt && (
          <p className={styles.date}>
            <time dateTime={article.publishedAt}>{dateText(article.publishedAt)}</time>
          </p>
        )}
        <p className={styles.lead}>{article.excerpt}</p>
      </header>
      {article.image && (
        <Picture
          src={article.image.url}
          alt={article.image.alt}
          width={article.image.width ?? 1200}
          height={article.image.height ?? 675}
          sizes="(max-width: 760px) 100vw, 760px"
          className={styles.cover}
        />
      )}
      {article.content ? (
        <div className={styles.body}>
          <RichText data={article.content as Parameters<typeof RichText>[0]['data']} />
        </div>
      ) : null}
    </article>
  )
}
