'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { indexCatalog } from '@/creator/catalog'
import {
  type Action,
  type Confirmation,
  createEngine,
  optionKey,
  priceOf,
  stockOf,
  visibilityOf,
} from '@/creator/engine'
import type { Selector } from '@/creator/rules/schema'
import type { Selection } from '@/creator/selection'
import type { CreatorView } from '@/creator/view'

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

/** Where a message about a selector shows: its option, or the mods/packages/macros panel. */
const aboutSelector = (selector: Selector): string => (selector.on === 'option' ? optionKey(selector.option) : 'addons')

/**
 * The creator's state in the browser: the shared engine applied to the shopper's clicks. Every rule comes
 * from the engine; this hook only keeps the state, the pending confirmation and the last notice.
 */
export function useCreator(view: CreatorView, initial?: Selection) {
  const engine = useMemo(() => createEngine(view.catalog), [view.catalog])
  const index = useMemo(() => indexCatalog(view.catalog), [view.catalog])
  const [state, setState] = useState<Selection>(() => initial ?? engine.initial())
  /** For a moment after Rapid Fire goes, what it takes along is still shown (creator.md: cleared after 500 ms). */
  const [shown, setShown] = useState<Selection | null>(null)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [notices, setNotices] = useState<Notice[]>([])
  const noticeId = useRef(0)
  const interimTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const say = useCallback((messages: Array<{ text: string; about: string }>) => {
    const seen = new Set<string>()
    setNotices(
      messages.flatMap(({ text, about }) => {
        if (seen.has(`${about}|${text}`)) return []
        seen.add(`${about}|${text}`)
        noticeId.current += 1
        return [{ id: noticeId.current, text, about }]
      }),
    )
  }, [])

  const show = useCallback((interim: Selection | undefined, delayMs: number) => {
    clearTimeout(interimTimer.current)
    setShown(interim ?? null)
    if (interim) interimTimer.current = setTimeout(() => setShown(null), delayMs)
  }, [])

  const dispatch = useCallback(
    (action: Action) => {
      const outcome = engine.apply(state, action)
      if (outcome.kind === 'blocked') {
        say([{ text: outcome.message, about: aboutOf(action) }])
        return
      }
      if (outcome.kind === 'confirm') {
        setConfirmation(outcome.confirmation)
        return
      }
      setState(outcome.state)
      // What went with the action, each with its reason next to it; delayed ones stay on screen for their delay.
      say(outcome.cleared.flatMap((c) => (c.message ? [{ text: c.message, about: aboutSelector(c.subject) }] : [])))
      show(outcome.interim, Math.max(0, ...outcome.cleared.map((c) => c.delayMs)))
      if (action.type === 'acceptAgreement') {
        try {
          sessionStorage.setItem(AGREEMENT_SESSION_KEY, action.accepted ? '1' : '0')
        } catch {
          // Storage may be unavailable (private mode); the agreement then lasts for the page only.
        }
      }
    },
    [engine, state, say, show],
  )

  const answer = useCallback(
    (yes: boolean) => {
      if (yes && confirmation) {
        setState(confirmation.yesState)
        show(undefined, 0)
      }
      setConfirmation(null)
    },
    [confirmation, show],
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

  useEffect(() => () => clearTimeout(interimTimer.current), [])

  const current = shown ?? state
  const price = useMemo(() => priceOf(view.catalog, index, current), [view.catalog, index, current])
  const stock = useMemo(() => stockOf(view.catalog, index, current), [view.catalog, index, current])
  const visibility = useMemo(() => visibilityOf(view.catalog, index, current), [view.catalog, index, current])

  /** Puts back a configuration the shopper had (Cancel in a phone's group sheet). */
  const restore = useCallback(
    (previous: Selection) => {
      setState(previous)
      show(undefined, 0)
      setNotices([])
    },
    [show],
  )

  return {
    /** What the page shows: the configuration, or for a moment the interim one while cleared items go. */
    state: current,
    index,
    price,
    stock,
    visibility,
    dispatch,
    restore,
    confirmation,
    answer,
    /** Messages next to what they are about (a refusal, or why each cleared item went). */
    notices,
    noticeAbout: (about: string) => notices.filter((n) => n.about === about),
    dismissNotices: () => setNotices([]),
  }
}

export type CreatorModel = ReturnType<typeof useCreator>
