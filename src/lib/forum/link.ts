/**
 * The 'Ask in our forum' link (storefront.md section 2: present, and a page setting may replace it). The site
 * setting's default is the path `/forums/`, which only leads somewhere when a forum is configured (`FORUM_URL`): without
 * one the link is hidden, as the forum widget is. A full http(s) address an editor typed names a forum of its own and
 * always shows. Pure: no framework import.
 */
export function askForumLink(link: string | null | undefined, forumConfigured: boolean): string | null {
  const value = link?.trim()
  if (!value) return null
  if (/^https?:\/\/[^/\s]/i.test(value)) return value
  return forumConfigured && value.startsWith('/') && !value.startsWith('//') ? value : null
}
