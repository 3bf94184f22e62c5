/**
 * What staff may upload as a return's label (issue 30 item 4; issue 50 item 7). Pure: the `return-labels` collection
 * refuses a file that says it is a PDF but is not one, with a 400 that names the file field, before Payload's own
 * check would log it as the store's ERROR (a wrong file is staff's input: a WARN line).
 */
export const INVALID_LABEL_PDF =
  'This file is not a readable PDF. Upload the label as the carrier gave it (PDF, PNG or JPEG).'

/** A PDF as Payload's upload check reads one: the `%PDF-` header, and `xref` and `%%EOF` in its last kilobyte. */
export function isReadablePdf(data: Uint8Array): boolean {
  const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('')
  if (!text(data.subarray(0, 8)).startsWith('%PDF-')) return false
  const end = text(data.subarray(Math.max(0, data.length - 1024)))
  return end.includes('%%EOF') && end.includes('xref')
}

/** Why this upload cannot be a label, or null: a file named or typed as a PDF must read as one. */
export function labelUploadProblem(file: { name: string; mimetype: string; data: Uint8Array }): string | null {
  const saysPdf = file.mimetype.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(file.name)
  return saysPdf && !isReadablePdf(file.data) ? INVALID_LABEL_PDF : null
}
