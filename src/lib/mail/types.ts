/**
 * One e-mail as the store sends it: the HTML part and its plain-text twin (every template fills both). `secrets` are
 * the values in it that must not stay in the Outbox once the mail has left (a reset link, a generated password): the
 * recipient has them, the database need not.
 */
export type Mail = { subject: string; html: string; text: string; secrets?: readonly string[] }

/** Who the mail comes from, shown in the layout's header and footer. */
export type MailBrand = { storeName: string; supportEmail: string }

export const DEFAULT_BRAND: MailBrand = { storeName: 'Padforge', supportEmail: 'support@padforge.example' }
