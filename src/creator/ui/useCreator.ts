'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { indexCatalog } from '../catalog'
import { type Action, type Confirmation, createEngine, priceOf, stockOf, visibilityOf } from '../engine'
import type { Selection } from '../selection'
import type { CreatorView } from '../view'

/** A short message next to what the shopper tried (a refusal, or what the engine cleared). */
export interface Notice {
  id: number
  text: string
  /** The option, group or family it is about, to show it in place. */
  about: string
}

/** Session key that remembers the PS5 Edge agreement (creator.md section 9: 'remembered per session'). */
export const AGREEMENT_SESSION_KEY = 'padforge.creator.agreement'

const aboutOf = (action: Action): string => {
  switch (action.type) {
    case 'chooseValue':
    case 'toggleOption':
      return `option_${action.optionId}`
    case 'toggleMod':
    case 'togglePackage':
    case 'toggleMacro':
    case 'switchTab':
      return 'addons'
    case 'acceptAgreement':
      return 'agreement'
    default:
      return 'creator'
  }
}

/**
 * The creator's state in the browser: the shared engine applied to the shopper's clicks. Every rule comes
 * from the engine; this hook only keeps the state, the pending confirmation and the last notice.
 */
export function useCreator(view: CreatorView, initial?: Selection) {
  const engine = useMemo(() => createEngine(view.catalog), [view.catalog])
  const index = useMemo(() => indexCatalog(view.catalog), [view.catalog])
  const [state, setState] = useState<Selection>(() => initial ?? engine.initial())
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const noticeId = useRef(0)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  const say = useCallback((text: string, about: string) => {
    noticeId.current += 1
    setNotice({ id: noticeId.current, text, about })
  }, [])

  const dispatch = useCallback(
    (action: Action) => {
      const outcome = engine.apply(state, action)
      if (outcome.kind === 'blocked') {
        say(outcome.message, aboutOf(action))
        return
      }
      if (outcome.kind === 'confirm') {
        setConfirmation(outcome.confirmation)
        return
      }
      setState(outcome.state)
      setNotice(null)
      // Dependants cleared by a lost requirement: say so after the rule's delay hint (500 ms for Rapid Fire).
      for (const cleared of outcome.cleared) {
        const rule = view.catalog.rules.rules.find((r) => r.id === cleared.ruleId)
        if (rule?.kind !== 'requires') continue
        const timer = setTimeout(() => say(rule.message, aboutOf(action)), cleared.delayMs)
        timers.current.push(timer)
      }
      if (action.type === 'acceptAgreement') {
        try {
          sessionStorage.setItem(AGREEMENT_SESSION_KEY, action.accepted ? '1' : '0')
        } catch {
          // Storage may be unavailable (private mode); the agreement then lasts for the page only.
        }
      }
    },
    [engine, state, say, view.catalog.rules.rules],
  )

  const answer = useCallback(
    (yes: boolean) => {
      if (yes && confirmation) setState(confirmation.yesState)
      setConfirmation(null)
    },
    [confirmation],
  )

  // The agreement is kept for the session: accept it again when the shopper comes back.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || !view.catalog.rules.agreement) return
    restored.current = true
    try {
      if (sessionStorage.getItem(AGREEMENT_SESSION_KEY) === '1') {
        const outcome = engine.apply(state, { type: 'acceptAgreement', accepted: true })
        if (outcome.kind === 'next') setState(outcome.state)
      }
    } catch {
      // No session storage: nothing to restore.
    }
  }, [engine, state, view.catalog.rules.agreement])

  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const price = useMemo(() => priceOf(view.catalog, index, state), [view.catalog, index, state])
  const stock = useMemo(() => stockOf(view.catalog, index, state), [view.catalog, index, state])
  const visibility = useMemo(() => visibilityOf(view.catalog, index, state), [view.catalog, index, state])

  /** Puts back a configuration the shopper had (Cancel in a phone's group sheet). */
  const restore = useCallback((previous: Selection) => {
    setState(previous)
    setNotice(null)
  }, [])

  return {
    state,
    index,
    price,
    stock,
    visibility,
    dispatch,
    restore,
    confirmation,
    answer,
    notice,
    dismissNotice: () => setNotice(null),
  }
}

export type CreatorModel = ReturnType<typeof useCreator>
