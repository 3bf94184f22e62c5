import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import styles from './RichText.module.css'

type Data = ComponentProps<typeof LexicalRichText>['data']

/** Lexical content from Payload, with the storefront's reading styles. */
export function RichText({ data }: { data: Data }) {
  return <LexicalRichText data={data} className={styles.prose} disableContainer={false} />
}
