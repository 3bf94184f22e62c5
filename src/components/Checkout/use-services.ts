'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import { readBasket, writeBasket } from '@/lib/basket/storage'
import type { PackageView, QuoteView } from '@/lib/checkout/api'
import { carriesSda } from '@/lib/checkout/methods'
import { UNKNOWN_ERROR } from '@/lib/checkout/page-rules'
import { sdaLineIds, sdaPrices } from '@/lib/checkout/sda-lines'
import { SAME_DAY_ASSEMBLY_NAME, type ServiceKey, WARRANTY_NAME } from '@/lib/checkout/services'
import type { Popup } from './CheckoutDialogs'
import type { CheckoutState } from './use-checkout-state'

const SERVICE_NAMES: Record<ServiceKey, string> = { sda: SAME_DAY_ASSEMBLY_NAME, warranty: WARRANTY_NAME }

interface Options {
  quote: QuoteView | null
  /** A quote is on its way: `quote` still answers an older question. */
  loading: boolean
  setChoices: CheckoutState['setChoices']
  setSameBox: CheckoutState['setSameBox']
  onPopup: (popup: Popup) => void
}

/**
 * The services and shipping choices of the checkout (checkout.md section 4): Same Day Assembly on and off (the stored
 * configurations follow, renamed by the server), the shipping method per package and one-box shipping.
 */
export function useServices({ quote, loading, setChoices, setSameBox, onPopup }: Options) {
  const [servicesBusy, setServicesBusy] = useState(false)
  const popupRef = useRef(onPopup)
  popupRef.current = onPopup

  const switchServices = useCallback(
    async (service: ServiceKey, selected: boolean, ids: string[], prices: Map<string, number>) => {
      if (ids.length === 0) return true
      setServicesBusy(true)
      const result = await callApi<{ products: Array<{ from: string; to: string }> }>(
        '/api/order/apply-extra-services',
        'POST',
        { service, selected, products: ids },
      )
      setServicesBusy(false)
      if (!result.ok) {
        popupRef.current({ title: 'Error', lines: [result.message || UNKNOWN_ERROR], tone: 'error' })
        return false
      }
      const renamed = new Map(result.value.products.map((p) => [p.from, p.to]))
      const name = SERVICE_NAMES[service]
      writeBasket(
        readBasket().map((line) => {
          // Only configured lines carry their services in a configuration (a product line is never sent here).
          const to = line.type === 'controller' ? renamed.get(String(line.id)) : undefined
          if (!to) return line
          const price = prices.get(String(line.id)) ?? null
          const had = line.services.some((s) => s.name === name)
          const services = selected
            ? had
              ? line.services
              : [...line.services, { key: service, name, price }]
            : line.services.filter((s) => s.name !== name)
          const delta = price === null || had === selected ? 0 : selected ? price : -price
          // A new configuration: its content key is no longer the old one's (lines merge by id from now on).
          return { ...line, id: to, configKey: null, services, unitPrice: Math.max(0, line.unitPrice + delta) }
        }),
      )
      return true
    },
    [],
  )

  // Same Day Assembly switched off by a method that cannot carry it (a fresh answer says so): the stored
  // configurations follow.
  const handledSda = useRef('')
  useEffect(() => {
    if (!quote || loading || !quote.productsFound) return
    const off = quote.sdaTurnedOff.filter((id): id is string => typeof id === 'string')
    const key = off.join(',')
    if (off.length > 0 && handledSda.current !== key) {
      handledSda.current = key
      void switchServices('sda', false, off, sdaPrices(quote))
    }
  }, [quote, loading, switchServices])

  const chooseMethod = async (packageId: string, methodId: string) => {
    const pkg = quote?.data.find((p) => p.id === packageId)
    const method = pkg?.methods.find((m) => m.id === methodId)
    // checkout.md section 4: a method that cannot carry Same Day Assembly switches it off (the stored configurations
    // follow); otherwise the server would keep the package on a method that carries it.
    if (quote && pkg?.sda && method && !carriesSda({ ...method, freeOverThreshold: false }, pkg.sdaAllowance)) {
      const ok = await switchServices('sda', false, sdaLineIds(quote, pkg), sdaPrices(quote))
      if (!ok) return
    }
    setChoices((c) => ({ ...c, [packageId]: methodId }))
  }

  const toggleSda = async (pkg: PackageView, on: boolean) => {
    if (!quote) return
    const ids = sdaLineIds(quote, pkg)
    const ok = await switchServices('sda', on, ids, sdaPrices(quote))
    // With Same Day Assembly the package prefers the first FedEx method: let the server choose again.
    if (ok)
      setChoices((c) => {
        const { [pkg.id]: _, ...rest } = c
        return rest
      })
  }

  const toggleSameBox = (on: boolean) => {
    setSameBox(on)
    setChoices({}) // packages change: their ids and methods with them
  }

  return { servicesBusy, chooseMethod, toggleSda, toggleSameBox }
}
