'use client'

import { useRouter } from 'next/navigation'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useReadyMark } from '@/components/ready'
import { hiddenNow } from '@/creator/engine'
import { selectionToQuery } from '@/creator/preview/query-string'
import type { Selection } from '@/creator/selection'
import type { CreatorView } from '@/creator/view'
import { type PackedView, unpackView } from '@/creator/view-wire'
import type { AddOutcome } from '@/lib/basket/basket'
import { formatUSD } from '@/lib/money'
import type { PreviewSide } from '@/lib/platforms'
import { useCreatorMode } from './admin/context'
import styles from './creator.module.css'
import { GroupSlider } from './GroupSlider'
import { Groups } from './Groups'
// The opener of a dialog must be known from the first click on, before any dialog's code has loaded.
import '@/components/modal/last-touched'
import { AddedToCart, ConfirmDialog, loadAddToCart, usePreloadLazyParts } from './lazy-parts'
import { NewerModelNote } from './NewerModelNote'
import { Preview } from './Preview'
import { PriceBox, STOCK_MESSAGE_ID } from './PriceBox'
import { SaveToWishlist } from './SaveToWishlist'
import { ShareAndSpecs } from './ShareAndSpecs'
import { StickyHeader } from './StickyHeader'
import { useLayerWarmer } from './use-layer-warmer'
import { type CreatorModel, useCreator } from './useCreator'

interface Props {
  view: CreatorView
  /** The cart and checkout path (a site setting). */
  cartPath: string
  initial?: Selection
  /**
   * Extra controls above the heading that need the live configuration (the admin mode bar: view / create /
   * edit a prebuilt product). Rendered only when given.
   */
  toolbar?: (model: CreatorModel) => React.ReactNode
  /** Heading override (a prebuilt product's name). */
  title?: string
}

/**
 * The creator as a server-rendered page embeds it: its view packed (`packView`), which keeps the page's document
 * light, and unpacked once here.
 */
export function PackedCreator({ packed, ...props }: Omit<Props, 'view'> & { packed: PackedView }) {
  const view = useMemo(() => unpackView(packed), [packed])
  return <Creator view={view} {...props} />
}

/** `added`: the line is in the basket; `outcome`: what the add did, kept when the 3-per-line cap cut it. */
type Popup = { added: boolean; outcome?: AddOutcome } | null

/** The controller creator of one platform: preview, option groups, price and add to cart. */
export function Creator({ view, cartPath, initial, toolbar, title }: Props) {
  const model = useCreator(view, initial)
  const mode = useCreatorMode()
  const router = useRouter()
  const [side, setSide] = useState<PreviewSide>(view.platform.sides[0] ?? 'front')
  const layers = useLayerWarmer(view, model.index, side)
  const [resetting, setResetting] = useState(false)
  const [popup, setPopup] = useState<Popup>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The Error modal (creator.md section 8): the server's message, or 'Unknown Error'. */
  const [problem, setProblem] = useState<string | null>(null)
  // Its dialogs and basket code load once it has hydrated (lazy-parts.tsx).
  const root = useRef<HTMLDivElement>(null)
  usePreloadLazyParts(root)
  useReadyMark(root)

  // Advanced Back: choosing one shows the back of the controller, going back to the standard back the front.
  const advancedBack = view.catalog.options.find((o) => o.template === 'advanced-back')
  const backValue = advancedBack ? model.state.options[`option_${advancedBack.id}`] : undefined
  const previousBack = useRef(backValue)
  useEffect(() => {
    if (previousBack.current === backValue || !advancedBack) return
    previousBack.current = backValue
    const isStandard = advancedBack.values.find((v) => v.id === backValue)?.isDefault ?? true
    const wanted = isStandard ? 'front' : 'back'
    if (view.platform.sides.includes(wanted)) setSide(wanted)
  }, [backValue, advancedBack, view.platform.sides])

  const name = `Custom ${view.platform.name} Controller`
  /** Adds the configuration as it stands now (services included): the same build merges into its line, up to 3. */
  const add = async (): Promise<AddOutcome | null> => {
    setBusy(true)
    setError(null)
    // The basket code is a lazy part (preloaded by now, see lazy-parts.tsx).
    let cart: Awaited<ReturnType<typeof loadAddToCart>> | null = null
    try {
      cart = await loadAddToCart()
      const { addToBasket, chosenServices } = cart
      return await addToBasket({
        platform: { id: view.platform.id, slug: view.platform.slug },
        name,
        selected: model.state,
        unitPrice: model.price.itemSubtotal + model.price.optionsSubtotal,
        services: chosenServices(view, model),
      })
    } catch (e) {
      setError(cart && e instanceof cart.AddToCartError ? e.message : 'Unknown Error')
      return null
    } finally {
      setBusy(false)
    }
  }

  const openCart = async () => {
    const services = view.services.filter((id) => model.index.options.has(id) && !hiddenNow(model.visibility, id))
    if (services.length > 0) {
      setPopup({ added: false })
      return
    }
    // No services to offer: the item goes into the basket at once and the popup only confirms it.
    setPopup({ added: true })
    const outcome = await add()
    setPopup(outcome ? { added: true, outcome } : { added: false })
  }

  const finish = async (checkout: boolean) => {
    if (popup && !popup.added) {
      // The services chosen in the popup are in the selection now: the line gets the final choice.
      const outcome = await add()
      if (!outcome) return
      // The cap cut what was asked for: the popup stays to say so; its buttons then only close or go on.
      if (outcome.capped) {
        setPopup({ added: true, outcome })
        return
      }
    }
    setPopup(null)
    if (checkout) router.push(cartPath)
  }

  // Download: the server composes the same layers into one PNG (cached by their hash), then the browser saves it.
  const download = async () => {
    const query = selectionToQuery(model.state, 'png')
    const response = await fetch(`/api/controller-image/${side}/${view.platform.slug}?${query}`)
    const body = (await response.json().catch(() => null)) as { url?: string; message?: string } | null
    if (!response.ok || !body?.url) {
      setProblem(body?.message ?? 'Unknown Error')
      return
    }
    const link = document.createElement('a')
    link.href = body.url
    link.download = `padforge-${view.platform.slug}-${side}.png`
    link.click()
  }

  const preview = (
    <Preview
      view={view}
      state={model.state}
      side={side}
      onSide={setSide}
      onReset={() => setResetting(true)}
      onDownload={download}
      onPainted={layers.onPainted}
    />
  )

  return (
    <div className={styles.creator} ref={root} data-creator>
      <div className={styles.previewColumn}>{preview}</div>
      <div className={styles.optionsColumn}>
        {toolbar?.(model)}
        <header className={styles.heading}>
          <p className={styles.eyebrow}>
            {mode.productId === null ? 'Controller creator' : `Custom ${view.platform.name} build`}
          </p>
          <h1 className={styles.title}>{title ?? view.platform.fullName}</h1>
          <p className={styles.muted}>Choose every part; the price and picture follow each click.</p>
          <NewerModelNote newer={view.newerModel} />
        </header>
        <div className={styles.groupsList}>
          <Groups view={view} model={model} onPoint={layers.point} />
        </div>
        <GroupSlider view={view} model={model} preview={preview} onPoint={layers.point} />
        <PriceBox view={view} model={model} busy={busy} onAddToCart={openCart}>
          <SaveToWishlist
            view={view}
            model={model}
            name={name}
            label={title ?? name}
            baseProductId={mode.productId}
            reasonId={STOCK_MESSAGE_ID}
          />
        </PriceBox>
        <ShareAndSpecs view={view} />
        <div className={styles.mobileBar}>
          <p className={styles.mobileTotal}>
            Order Total <strong>{formatUSD(model.price.orderTotal)}</strong>
          </p>
          <button
            type="button"
            className={styles.cartButton}
            disabled={busy || !model.stock.purchasable || !model.stock.enough}
            onClick={openCart}
          >
            Add to Cart
          </button>
        </div>
      </div>

      <StickyHeader
        title={title ?? view.platform.fullName}
        total={model.price.orderTotal}
        disabled={busy || !model.stock.purchasable || !model.stock.enough}
        onAddToCart={openCart}
        targetId="call-to-action"
      />
      {/* Each dialog in a boundary of its own: one loading never hides another that is open. */}
      {model.confirmation && (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={model.confirmation.ruleId}
            title={model.confirmation.title}
            message={model.confirmation.message}
            yes={model.confirmation.yes}
            no={model.confirmation.no}
            changes={model.confirmation.changes}
            onAnswer={model.answer}
          />
        </Suspense>
      )}
      {resetting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Are you sure?"
            message="This will reset configuration!"
            yes="Reset"
            no="Cancel"
            onAnswer={(yes) => {
              if (yes) model.dispatch({ type: 'reset' })
              setResetting(false)
            }}
          />
        </Suspense>
      )}
      {problem && (
        <Suspense fallback={null}>
          <ConfirmDialog title="Error" message={problem} yes="OK" onAnswer={() => setProblem(null)} />
        </Suspense>
      )}
      {popup && (
        <Suspense fallback={null}>
          <AddedToCart
            view={view}
            model={model}
            busy={busy}
            error={error}
            outcome={popup.outcome ?? null}
            onFinish={finish}
          />
        </Suspense>
      )}
    </div>
  )
}
