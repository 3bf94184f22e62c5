'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { buyerOf } from './buyer'
import styles from './OrderBuyer.module.css'

/**
 * The order's Customer in the edit view's sidebar: the shipping name, the e-mail (a mail link) and the phone, read
 * from the order's form.
 */
export const OrderBuyerField: UIFieldClientComponent = ({ field, path }) => {
  const firstName = useFormFields(([fields]) => fields['shipping.firstName']?.value)
  const lastName = useFormFields(([fields]) => fields['shipping.lastName']?.value)
  const shippingEmail = useFormFields(([fields]) => fields['shipping.email']?.value)
  const phone = useFormFields(([fields]) => fields['shipping.phone']?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const buyer = buyerOf({ email, shipping: { firstName, lastName, email: shippingEmail } })
  const label = typeof field?.label === 'string' ? field.label : 'Customer'

  return (
    <div className={`field-type ${styles.root}`} data-testid="order-buyer">
      <FieldLabel as="span" label={label} path={path} />
      <p className={styles.name}>{buyer.name || 'No name given'}</p>
      {buyer.email ? (
        <a className={styles.email} href={`mailto:${buyer.email}`}>
          {buyer.email}
        </a>
      ) : null}
      {typeof phone === 'string' && phone.trim() ? <p className={styles.muted}>{phone.trim()}</p> : null}
    </div>
  )
}
