'use client'

import { useModal } from '@/components/modal/use-modal'
import type { Selection } from '@/creator/selection'
import type { CreatorGroup, CreatorView } from '@/creator/view'
import styles from './creator.module.css'
import { OptionPanel } from './OptionPanel'
import { PanelScope } from './panel-scope'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  group: CreatorGroup
  /** The configuration when the sheet opened: Cancel goes back to it. */
  before: Selection
  onClose: () => void
  /** The preview, kept in sight inside panels that change the back (Advanced Back). */
  preview?: React.ReactNode
}

/** A phone's popup for one group, with Cancel (undo what was chosen in it) and Done. */
export function GroupSheet({ view, model, group, before, onClose, preview }: Props) {
  const ref = useModal()
  const cancel = () => {
    model.restore(before)
    onClose()
  }
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={`sheet-${group.id}`}
      onCancel={(event) => {
        event.preventDefault()
        cancel()
      }}
    >
      <header className={styles.sheetHeader}>
        <button type="button" className={styles.sheetAction} onClick={cancel} data-autofocus>
          Cancel
        </button>
        <h2 id={`sheet-${group.id}`} className={styles.sheetTitle}>
          {group.header}
        </h2>
        <button type="button" className={styles.sheetDone} onClick={onClose}>
          Done
        </button>
      </header>
      {preview && <div className={styles.sheetPreview}>{preview}</div>}
      <div className={styles.sheetBody}>
        <PanelScope.Provider value="sheet">
          {group.options.flatMap((id) => {
            const option = model.index.options.get(id)
            return option ? [<OptionPanel key={id} view={view} model={model} option={option} />] : []
          })}
        </PanelScope.Provider>
      </div>
    </dialog>
  )
}
