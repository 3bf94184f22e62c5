/**
 * Puts `text` on the clipboard: the Clipboard API, else the old copy command on the selected field (an insecure
 * origin, a refused permission). False when neither worked; the field is then left selected to copy by hand.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // No Clipboard API here, or it refused: try the selection.
  }
  if (!field) return false
  field.focus()
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}
