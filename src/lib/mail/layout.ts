import { absoluteUrl, escapeHtml } from './escape'
import { DEFAULT_BRAND, type MailBrand } from './types'

/**
 * The shared HTML layout: table-based with inline styles because mail clients ignore <style> and flexbox.
 * Colours follow the storefront (dark header, one violet accent); everything interpolated is escaped here or by the
 * block helpers below, so templates only pass text and absolute links.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'rows'; rows: readonly (readonly [string, string])[]; strongLast?: boolean }
  | { kind: 'html'; html: string; text: string }
  | { kind: 'small'; text: string }

const FONT = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#14161c;">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`
    case 'small':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:19px;color:#5d6573;">${escapeHtml(block.text)}</p>`
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background:#5b3cf0;"><a href="${escapeHtml(absoluteUrl(block.url))}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(block.label)}</a></td></tr></table>`
    case 'link':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;"><a href="${escapeHtml(absoluteUrl(block.url))}" style="color:#4a2bdb;">${escapeHtml(block.label)}</a></p>`
    case 'rows': {
      const last = block.rows.length - 1
      const rows = block.rows
        .map(([label, value], i) => {
          const weight = block.strongLast && i === last ? 'font-weight:700;' : ''
          return `<tr><td style="padding:4px 0;font-size:14px;color:#5d6573;${weight}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;font-size:14px;color:#14161c;${weight}">${escapeHtml(value)}</td></tr>`
        })
        .join('')
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows}</table>`
    }
    case 'html':
      return block.html
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'small':
      return block.text
    case 'button':
    case 'link':
      return `${block.label}: ${absoluteUrl(block.url)}`
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'html':
      return block.text
  }
}

/** The link written out under a button, for mail clients that do not show buttons (HTML only: text has it). */
export function pasteLink(url: string): string {
  const safe = escapeHtml(absoluteUrl(url))
  return `<p style="margin:0 0 16px;font-size:13px;line-height:19px;color:#5d6573;">If the button does not work, paste this link into your browser:<br><a href="${safe}" style="color:#4a2bdb;word-break:break-all;">${safe}</a></p>`
}

export function renderMail(input: { subject: string; heading: string; blocks: readonly Block[]; brand?: MailBrand }): {
  subject: string
  html: string
  text: string
} {
  const brand = input.brand ?? DEFAULT_BRAND
  const store = escapeHtml(brand.storeName)
  const support = escapeHtml(brand.supportEmail)
  const body = input.blocks.map(blockHtml).join('\n')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f6f8;font-family:${FONT};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="background:#0e1014;border-radius:12px 12px 0 0;padding:20px 28px;font-size:20px;font-weight:700;color:#f3f4f7;letter-spacing:0.2px;">${store}</td></tr>
<tr><td style="background:#ffffff;padding:28px;border:1px solid #dfe3ea;border-top:0;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:28px;color:#14161c;">${escapeHtml(input.heading)}</h1>
${body}
</td></tr>
<tr><td style="background:#eef0f4;border-radius:0 0 12px 12px;padding:18px 28px;font-size:12px;line-height:18px;color:#5d6573;">Questions? Write to <a href="mailto:${support}" style="color:#4a2bdb;">${support}</a>.<br>&copy; ${store}</td></tr>
</table>
</td></tr>
</table>
</body></html>`
  const text = [
    brand.storeName,
    '',
    input.heading,
    '',
    ...input.blocks.map(blockText).flatMap((t) => (t ? [t, ''] : [])),
    '--',
    `Questions? Write to ${brand.supportEmail}.`,
    brand.storeName,
    '',
  ].join('\n')
  return { subject: input.subject, html, text }
}
