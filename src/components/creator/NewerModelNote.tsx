import { ArrowRight, Sparkles } from '@/components/icons'
import type { NewerModel } from '@/creator/newer-model'
import styles from './creator.module.css'

/** Points PS4 and Xbox One S shoppers to the newer controller while it is in stock (creator.md section 7). */
export function NewerModelNote({ newer }: { newer: NewerModel }) {
  const platform = newer.platform
  if (!newer.exists || !newer.inStock || !platform?.path) return null
  return (
    <p className={styles.newerModel}>
      <Sparkles size={16} aria-hidden="true" />
      <span>
        A newer model is in stock: the {platform.name} controller.{' '}
        <a href={platform.path}>
          Build a {platform.name} controller <ArrowRight size={14} aria-hidden="true" />
        </a>
      </span>
    </p>
  )
}
