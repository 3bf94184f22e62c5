'use client'

import { Info, Mail } from '@/components/icons'
import type { CountryState } from '@/lib/address'
import type { ReturnOptions, ReturnPackagesReply } from '@/lib/returns/api'
import { carrierMethods, isLabel, type ReturnFormCheck, type ReturnFormValues } from '@/lib/returns/form'
import { LABEL_BY_MAIL_TEXT } from '@/lib/returns/states'
import { OWN_SEND_TEXT, RETURN_WAYS, type ReturnWay } from '@/lib/returns/ui-text'
import { ChoiceGroup, LabelMethods } from './LabelMethods'
import { ReturnAddressFields } from './ReturnAddressFields'
import styles from './returns.module.css'

const CAPTIONS: Record<ReturnWay, string> = {
  own: 'Any carrier you like, at your cost',
  usps: 'Drop the box at any post office',
  fedex: 'Drop it off or have it picked up',
}

interface Props {
  values: ReturnFormValues
  errors: ReturnFormCheck['errors']
  options: Pick<ReturnOptions, 'instantLabels'>
  states: readonly CountryState[]
  prices: { reply: ReturnPackagesReply | null; problem: string | null; updating: boolean }
  onChange: (patch: Partial<ReturnFormValues>) => void
}

/** 'How will it come back?': own-send with its 5-business-day rule, or a prepaid USPS or FedEx label and its address. */
export function ReturnWayFields({ values, errors, options, states, prices, onChange }: Props) {
  const { way } = values
  return (
    <div className={styles.section}>
      <ChoiceGroup
        legend="How will it come back?"
        legendClassName={styles.legend}
        name="return-way"
        choices={RETURN_WAYS.map((w) => ({ id: w.value, name: w.label, caption: CAPTIONS[w.value] }))}
        value={way}
        onChange={(id) => onChange({ way: id as ReturnWay, shippingMethod: null })}
      />
      {way === 'own' && (
        <p className={styles.note}>
          <Info aria-hidden="true" size={16} />
          {OWN_SEND_TEXT}
        </p>
      )}
      {isLabel(way) && (
        <>
          {!options.instantLabels && (
            <p className={styles.note}>
              <Mail aria-hidden="true" size={16} />
              {LABEL_BY_MAIL_TEXT}
            </p>
          )}
          <ReturnAddressFields
            address={values.address}
            errors={errors}
            states={states}
            onChange={(field, value) => onChange({ address: { ...values.address, [field]: value } })}
          />
          <LabelMethods
            carrier={way}
            reply={prices.reply}
            carrierMethods={carrierMethods(prices.reply, way)}
            problem={prices.problem}
            updating={prices.updating}
            dropType={values.dropType}
            method={values.shippingMethod}
            onDropType={(dropType) => onChange({ dropType })}
            onMethod={(shippingMethod) => onChange({ shippingMethod })}
          />
        </>
      )}
    </div>
  )
}
