'use client'

import { AddedToCart } from '@/components/added-to-cart/AddedToCart'
import { hiddenNow } from '@/creator/engine'
import type { CreatorView } from '@/creator/view'
import type { AddOutcome } from '@/lib/basket/basket'
import { formatUSD } from '@/lib/money'
import { capMessage } from './add-to-cart'
import { CheckOption } from './CheckOption'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  busy: boolean
  error: string | null
  /**
   * What the add did once it is done (null before): the line may hold fewer than asked for, since a line holds
   * at most 3; the popup then says how many went in instead of the quantity chosen.
   */
  outcome: AddOutcome | null
  /** Adds the configuration with the chosen services; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The creator's 'Added to Cart' popup (storefront.md section 4): the configuration's line, its services as the
 * creator's checkboxes, then 'Proceed to Checkout' or 'Continue Shopping'; closing counts as continuing.
 */
export function CreatorAddedToCart({ view, model, busy, error, outcome, onFinish }: Props) {
  // Once added, the services are part of the line: the checkboxes would only change the creator, not the basket.
  const services = outcome
    ? []
    : view.services.flatMap((id) => model.index.options.get(id) ?? []).filter((o) => !hiddenNow(model.visibility, o.id))
  const note = outcome ? capMessage(outcome) : null
  const nothingAdded = outcome?.added === 0
  return (
    <AddedToCart
      nothingAdded={nothingAdded}
      note={note}
      busy={busy}
      error={error}
      buttons={{ primary: styles.primaryButton, secondary: styles.secondaryButton }}
      onFinish={onFinish}
      line={(notice) => (
        <>
          {!nothingAdded && (
            <p>
              Custom {view.platform.name} Controller × {outcome ? outcome.added : model.state.quantity} ·{' '}
              {formatUSD(outcome ? outcome.line.unitPrice * outcome.added : model.price.orderTotal)}
            </p>
          )}
          {notice}
        </>
      )}
      services={
        services.length > 0
          ? services.map((option) => <CheckOption key={option.id} view={view} model={model} option={option} />)
          : undefined
      }
    />
  )
}
