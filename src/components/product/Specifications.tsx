import type { SpecificationGroup } from '../../lib/storefront/product-page-data'
import styles from './Specifications.module.css'

/** The specifications table, one block per group ('group|feature' in storefront.md section 3). */
export function Specifications({ groups }: { groups: SpecificationGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <table key={group.group} className={styles.table}>
          <caption className={styles.caption}>{group.group}</caption>
          <tbody>
            {group.specs.map((spec) => (
              <tr key={spec.feature}>
                <th scope="row">{spec.feature}</th>
                <td>{spec.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
