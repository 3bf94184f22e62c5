import clsx from 'clsx'
import account from '@/components/account/account.module.css'
import orders from '@/components/account/orders/orders.module.css'
import track from '@/components/account/track/track.module.css'
import { CalendarClock, Mail, Printer, Truck } from '@/components/icons'
import { instantLabel } from '@/lib/orders/order-dates'
import { type AccountReturn, FEDEX_DROP_TYPES } from '@/lib/returns/api'
import { LABEL_BY_MAIL_TEXT } from '@/lib/returns/states'
import { RETURN_ADDRESS } from '@/lib/returns/ui-text'
import styles from './returns.module.css'

const CARRIERS = { usps: 'USPS', fedex: 'FedEx' } as const
/**
 * While the parcel has not reached us, the label is what the customer needs: to print, or on its way by e-mail. (A
 * label still being paid for, and every later state, say what they mean in the summary's stage text.)
 */
const SENDING: ReadonlySet<string> = new Set(['return_label_issued', 'being_returned'])

function LabelStep({ rma, label }: { rma: AccountReturn; label: NonNullable<AccountReturn['returnLabel']> }) {
  if (!SENDING.has(rma.status)) return null
  if (label.ready && label.printUrl)
    return (
      <a className="button button-primary" href={label.printUrl} target="_blank" rel="noopener">
        <Printer aria-hidden="true" size={18} />
        Print label
      </a>
    )
  return (
    <p className={styles.note}>
      <Mail aria-hidden="true" size={16} />
      {LABEL_BY_MAIL_TEXT}
    </p>
  )
}

/** Own-send: while it is to be sent, the deadline (New York), where to send it and what to write on the box. */
function OwnSend({ rma }: { rma: AccountReturn }) {
  const due = rma.sendBy
  return (
    <>
      <CalendarClock aria-hidden="true" size={28} className={styles.wayIcon} />
      <div className={styles.wayBody}>
        <h2 className={styles.wayTitle}>{due ? 'You send it yourself' : 'You sent it yourself'}</h2>
        {due && (
          <>
            <p>
              It must arrive by{' '}
              <time className={styles.deadline} dateTime={due.deadline} data-testid="return-deadline">
                {instantLabel(due.deadline)}
              </time>{' '}
              (New York time), or the return is canceled.
            </p>
            <p className={orders.muted}>Send it to</p>
            <address className={styles.address}>{RETURN_ADDRESS}</address>
            <p className={orders.muted}>{due.boxNote}</p>
          </>
        )}
      </div>
    </>
  )
}

/** A prepaid label: carrier and method, FedEx's drop type and what it means, the label to print or 'by e-mail'. */
function Label({ rma, label }: { rma: AccountReturn; label: NonNullable<AccountReturn['returnLabel']> }) {
  const carrier = CARRIERS[label.carrier] ?? label.carrier
  return (
    <>
      <Truck aria-hidden="true" size={28} className={styles.wayIcon} />
      <div className={styles.wayBody}>
        <h2 className={styles.wayTitle}>Prepaid {carrier} label</h2>
        <dl className={track.facts}>
          <div>
            <dt>Method</dt>
            <dd>{label.shippingMethodLabel || carrier}</dd>
          </div>
          {label.carrier === 'fedex' && label.dropTypeLabel && (
            <div>
              <dt>Drop-off</dt>
              <dd>{label.dropTypeLabel}</dd>
            </div>
          )}
          {label.trackingNumber && (
            <div>
              <dt>Tracking number</dt>
              <dd className={orders.mono}>{label.trackingNumber}</dd>
            </div>
          )}
        </dl>
        {label.carrier === 'fedex' && <p className={orders.muted}>{dropTypeText(label.drop_type)}</p>}
        <LabelStep rma={rma} label={label} />
      </div>
    </>
  )
}

/** What the drop type means (60,000+ locations for the drop box, account.md section 9). */
const dropTypeText = (key: string | null) =>
  (FEDEX_DROP_TYPES.find((d) => d.key === key) ?? FEDEX_DROP_TYPES[0]).description

/** How the item comes back (account.md section 2: three variants, USPS label, FedEx label, own-send). */
export function ReturnWayCard({ rma }: { rma: AccountReturn }) {
  const variant = rma.returnLabel ? rma.returnLabel.carrier : 'own-send'
  return (
    <section className={clsx(account.card, styles.way)} data-testid="return-way" data-variant={variant}>
      {rma.returnLabel ? <Label rma={rma} label={rma.returnLabel} /> : <OwnSend rma={rma} />}
    </section>
  )
}
