'use client'

import type { PackageView, QuoteView } from '@/lib/checkout/api'
import { SHIPPING_METHODS_NOT_FOUND } from '@/lib/checkout/methods'
import type { ShownLine } from '@/lib/checkout/page-rules'
import { CartLines } from './CartLines'
import { CartTotals } from './CartTotals'
import { PackageMethods } from './PackageMethods'
import { QuoteProblem, QuoteWarnings } from './QuoteNotes'
import { SameBoxToggle, SdaToggle } from './ServiceToggles'
import styles from './ShippingSteps.module.css'
import { Step } from './Step'

/** What the method and review steps share: the quote, the shopper's choices and what changes them. */
export interface ShippingProps {
  quote: QuoteView | null
  /** A quote is on its way. */
  loading: boolean
  quoteError: string | null
  onRetry: () => void
  /** Something runs (an order is placed, services switch): the controls wait. */
  busy: boolean
  /** The quote or the services are being updated: the steps say so. */
  updating: boolean
  choices: Record<string, string>
  sameBox: boolean
  lines: readonly ShownLine[]
  onChoose: (packageId: string, methodId: string) => void | Promise<void>
  onSda: (pkg: PackageView, on: boolean) => void
  onSameBox: (on: boolean) => void
  onQuantity: (line: ShownLine, quantity: number) => void
  onDelete: (line: ShownLine) => void
}

interface StepProps extends ShippingProps {
  number: number
  title: string
}

/** The address's warnings (not 'Shipping methods not found', which the method step says itself). */
const warningsOf = (quote: QuoteView | null) => (quote?.warnings ?? []).filter((w) => w !== SHIPPING_METHODS_NOT_FOUND)

/** While the quote for a new choice is on its way, the choice shows at once; then the server's answer counts. */
function pendingChoice(pkg: PackageView, { loading, choices }: Pick<ShippingProps, 'loading' | 'choices'>) {
  const choice = choices[pkg.id]
  return loading && choice && pkg.methods.some((m) => m.id === choice) ? choice : null
}

/** The shipping method step of a single package (checkout.md section 2). */
export function MethodStep(props: StepProps) {
  const { number, title, quote, quoteError, busy, updating, sameBox } = props
  const pkg = quote?.data[0]
  return (
    <Step number={number} title={title} id="method" busy={updating}>
      <QuoteProblem error={quoteError} onRetry={props.onRetry} />
      <QuoteWarnings warnings={warningsOf(quote)} />
      {pkg ? (
        <>
          <PackageMethods
            pkg={pkg}
            legend="Shipping method"
            disabled={busy}
            pending={pendingChoice(pkg, props)}
            onChoose={props.onChoose}
          />
          <SdaToggle quote={quote} pkg={pkg} disabled={busy} onToggle={props.onSda} />
        </>
      ) : quote ? (
        <p className={styles.warning} role="alert">
          {SHIPPING_METHODS_NOT_FOUND}
        </p>
      ) : (
        !quoteError && (
          <div className={styles.skeletonRows} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )
      )}
      <SameBoxToggle quote={quote} checked={sameBox} disabled={busy} onToggle={props.onSameBox} />
    </Step>
  )
}

/**
 * The review step: the cart lines of a single package, or each package with its lines and methods (and the lines no
 * package ships); then the item total and free shipping.
 */
export function ReviewStep(props: StepProps) {
  const { number, title, quote, quoteError, busy, updating, sameBox, lines, onQuantity, onDelete } = props
  const packages = quote?.data ?? []
  const linesOf = (pkg: PackageView) => {
    const ids = new Set(pkg.productIds.map(String))
    return lines.filter((l) => ids.has(String(l.basket.id)))
  }
  const unshipped = lines.filter((l) => l.quoted && l.quoted.packageId === null)
  return (
    <Step number={number} title={title} id="review" busy={updating}>
      {packages.length <= 1 ? (
        <CartLines lines={lines} disabled={busy} onQuantity={onQuantity} onDelete={onDelete} />
      ) : (
        <>
          <QuoteProblem error={quoteError} onRetry={props.onRetry} />
          <QuoteWarnings warnings={warningsOf(quote)} />
          <SameBoxToggle quote={quote} checked={sameBox} disabled={busy} onToggle={props.onSameBox} />
          {packages.map((pkg, i) => (
            <div key={pkg.id} className={styles.package} data-testid="package">
              <h3 className={styles.packageTitle}>
                Package {i + 1} of {packages.length}
                <span className={styles.muted}> · {pkg.name}</span>
              </h3>
              <CartLines lines={linesOf(pkg)} disabled={busy} onQuantity={onQuantity} onDelete={onDelete} />
              <PackageMethods
                pkg={pkg}
                legend={`Shipping method for package ${i + 1}`}
                disabled={busy}
                pending={pendingChoice(pkg, props)}
                onChoose={props.onChoose}
              />
              <SdaToggle quote={quote} pkg={pkg} disabled={busy} onToggle={props.onSda} />
            </div>
          ))}
          {unshipped.length > 0 && (
            <div className={styles.package}>
              <h3 className={styles.packageTitle}>Not available</h3>
              <CartLines lines={unshipped} disabled={busy} onQuantity={onQuantity} onDelete={onDelete} />
            </div>
          )}
        </>
      )}
      <CartTotals quote={quote} />
    </Step>
  )
}
