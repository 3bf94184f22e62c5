'use client'

import clsx from 'clsx'
import orders from '@/components/account/orders/orders.module.css'
import methods from '@/components/Checkout/PackageMethods.module.css'
import { Spinner } from '@/components/Spinner'
import { SHIPPING_METHODS_NOT_FOUND } from '@/lib/checkout/methods'
import { FEDEX_DROP_TYPES, type FedexDropType, type ReturnMethod, type ReturnPackagesReply } from '@/lib/returns/api'
import { methodPriceLabel, RETURN_FORM_MESSAGES } from '@/lib/returns/form'
import { UPDATING_PRICES } from '@/lib/returns/ui-text'
import styles from './returns.module.css'

interface Choice {
  id: string
  name: string
  caption?: string
  price?: string
}

/** One radio group of cards (the checkout's shipping-method look): a legend, a choice per row, the checked one ringed. */
export function ChoiceGroup(props: {
  legend: string
  legendClassName?: string
  name: string
  choices: readonly Choice[]
  value: string | null
  disabled?: boolean
  onChange: (id: string) => void
}) {
  return (
    <fieldset className={methods.methods}>
      <legend className={clsx(methods.methodsLegend, props.legendClassName)}>{props.legend}</legend>
      <div className={methods.methodList}>
        {props.choices.map((choice) => (
          <label key={choice.id} className={methods.method} data-checked={props.value === choice.id || undefined}>
            <input
              type="radio"
              className={methods.methodRadio}
              name={props.name}
              value={choice.id}
              checked={props.value === choice.id}
              disabled={props.disabled}
              onChange={() => props.onChange(choice.id)}
            />
            <span className={methods.methodMain}>
              <span className={methods.methodName}>{choice.name}</span>
              {choice.caption && <span className={methods.methodCaption}>{choice.caption}</span>}
            </span>
            {choice.price && (
              <span className={methods.methodPrice} data-free={choice.price === 'Free' || undefined}>
                {choice.price}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

interface Props {
  carrier: 'usps' | 'fedex'
  reply: ReturnPackagesReply | null
  carrierMethods: ReturnMethod[]
  problem: string | null
  updating: boolean
  dropType: FedexDropType
  method: string | null
  onDropType: (key: FedexDropType) => void
  onMethod: (id: string) => void
}

/**
 * The label's choices: FedEx's drop types with what each means, then the carrier's methods with their price ('Free'
 * at 0), 'Updating prices…' while the address is being priced, and the server's message when nothing can be offered.
 */
export function LabelMethods({ carrier, reply, carrierMethods, problem, updating, dropType, method, ...on }: Props) {
  const fedex = reply?.packages.find((p) => p.id === 'fedex')?.fedexDropTypes
  const dropTypes = fedex && fedex.length > 0 ? fedex : FEDEX_DROP_TYPES
  return (
    <>
      {carrier === 'fedex' && (
        <ChoiceGroup
          legend="FedEx drop-off"
          name="return-drop-type"
          choices={dropTypes.map((d) => ({ id: d.key, name: d.name, caption: d.description }))}
          value={dropType}
          onChange={(key) => on.onDropType(key as FedexDropType)}
        />
      )}
      <p className={styles.updating} role="status">
        {updating && (
          <>
            <Spinner size={20} /> {UPDATING_PRICES}
          </>
        )}
      </p>
      {problem && (
        <p className={methods.warning} role="alert" data-testid="no-methods">
          {problem}
        </p>
      )}
      {!reply && !updating && !problem && <p className={orders.muted}>{RETURN_FORM_MESSAGES.choosePrices}</p>}
      {reply && !problem && carrierMethods.length === 0 && !updating && (
        <p className={methods.warning} role="alert" data-testid="no-methods">
          {SHIPPING_METHODS_NOT_FOUND}
        </p>
      )}
      {carrierMethods.length > 0 && (
        <ChoiceGroup
          legend="Label"
          name="return-method"
          choices={carrierMethods.map((m) => ({ id: m.id, name: m.name, price: methodPriceLabel(m.price) }))}
          value={method}
          disabled={updating}
          onChange={on.onMethod}
        />
      )}
    </>
  )
}
