import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { reviewRouteOf } from '@/lib/reviews'
import { ReviewRoutePage, reviewRouteMetadata } from './ReviewRoutePage'

// Per shopper (who is signed in, their review), so never cached. next.config.ts rewrites
// {creator path}/reviews/create and {creator path}/reviews/{id}/edit here (src/lib/routes/review-form.ts).
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = reviewRouteOf((await params).slug ?? [])
  return route ? reviewRouteMetadata(route) : { title: 'Page not found · Padforge' }
}

export default async function ReviewFormPage({ params, searchParams }: Props) {
  const route = reviewRouteOf((await params).slug ?? [])
  if (!route) notFound()
  return <ReviewRoutePage route={route} search={await searchParams} />
}
