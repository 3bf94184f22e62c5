import type { PayloadRequest } from 'payload'
import { RuleError } from '../../../lib/errors'
import { checkForm } from '../../../lib/forms/check'
import { CONTACT_MESSAGES, contactSchema } from '../../../lib/forms/contact'
import { contactMessageMail } from '../../../lib/mail/templates/contact-message'
import { consume } from '../../../server/rate-limit'
import { mailBrand, sendMail, storeLink } from '../../mail'

/**
 * The contact form (account.md section 5): checks it with the spec's messages, stores it for the admin and e-mails
 * it to Site settings' support address with the sender as reply-to. The row is committed before the mail leaves;
 * a mail that fails is logged and recorded failed in the outbox, but the message is stored, so the sender is told
 * it was received. Rate limited per client ('contact').
 */
export async function sendContactMessage(req: PayloadRequest, input: unknown): Promise<{ message: string }> {
  const check = checkForm(contactSchema, input)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  await consume(req, 'contact')
  const form = check.value
  const stored = await req.payload.create({
    collection: 'contact-messages',
    data: { ...form, status: 'new', customer: req.user ? Number(req.user.id) : null },
    depth: 0,
    req,
    overrideAccess: true, // anyone may write to support, only through this operation (create: nobody)
  })
  const brand = await mailBrand(req.payload)
  try {
    await sendMail(req.payload, {
      to: brand.supportEmail,
      replyTo: { name: form.name, address: form.email },
      mail: contactMessageMail(
        { ...form, adminUrl: storeLink(`/admin/collections/contact-messages/${stored.id}`) },
        brand,
      ),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Contact message ${stored.id} is stored but its mail failed` })
  }
  return { message: CONTACT_MESSAGES.sent }
}
