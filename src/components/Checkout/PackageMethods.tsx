'use client'

import { Check, Clock, Zap } from '@/components/icons'
import type { PackageView } from '@/lib/checkout/api'
import { carrierLabel } from '@/lib/checkout/carriers'
import { daysLabel } from '@/lib/checkout/delivery'
import { SHIPPING_METHODS_NOT_FOUND } from '@/lib/checkout/methods'
import { formatDay, methodTitle } from '@/lib/checkout/page-rules'
import styles from './PackageMethods.module.css'

interface Props {
  pkg: PackageView
  /** The name the legend gives the package ('Shipping method' alone for a single package). */
  legend: string
  disabled: boolean
  /** The shopper's choice while the quote for it is on its way (shown at once), else null. */
  pending: string | null
  onChoose: (packageId: string, methodId: string) => void | Promise<void>
}

/**
 * A package's shipping methods as one radio group (checkout.md sections 2 and 4): carrier and name, the price label
 * ('Free Shipping' at 0), delivery date and days in transit, the Recommended (shortest transit) and Quickest (earliest
 * date) marks, and the method's caption. No methods: the spec's 'Shipping methods not found...'.
 */
export function PackageMethods({ pkg, legend, disabled, pending, onChoose }: Props) {
  if (pkg.methods.length === 0)
    return (
      <p className={styles.warning} role="alert" data-testid="no-methods">
        {SHIPPING_METHODS_NOT_FOUND}
      </p>
    )
  return (
    <fieldset className={styles.methods} data-testid={`methods-${pkg.id}`}>
      <legend className={styles.methodsLegend}>{legend}</legend>
      <p className={styles.assembly}>
        <Clock aria-hidden="true" size={16} />
        {pkg.sda ? `Same Day Assembly: ${pkg.assemblyLabel}` : `Ready in ${pkg.assemblyLabel}`} · ships{' '}
        {formatDay(pkg.assemblyDate)}
      </p>
      <div className={styles.methodList}>
        {pkg.methods.map((method) => {
          const checked = (pending ?? pkg.chosenMethodId) === method.id
          return (
            <label key={method.id} className={styles.method} data-checked={checked || undefined}>
              <input
                type="radio"
                className={styles.methodRadio}
                name={`method-${pkg.id}`}
                value={method.id}
                checked={checked}
                disabled={disabled}
                onChange={() => void onChoose(pkg.id, method.id)}
              />
              <span className={styles.methodMain}>
                <span className={styles.methodName}>
                  {methodTitle(carrierLabel(method.carrier), method.name)}
                  {method.isRecommended && (
                    <span className={styles.badgeRecommended}>
                      <Check aria-hidden="true" size={12} /> Recommended
                    </span>
                  )}
                  {method.isQuickest && (
                    <span className={styles.badgeQuickest}>
                      <Zap aria-hidden="true" size={12} /> Quickest
                    </span>
                  )}
                </span>
                <span className={styles.methodDate}>
                  Arrives {formatDay(method.deliveryDate)} · {daysLabel(method.deliveryTime)} in transit
                </span>
                {method.caption && <span className={styles.methodCaption}>{method.caption}</span>}
              </span>
              <span className={styles.methodPrice} data-free={method.isFree || undefined}>
                {method.priceLabel}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
