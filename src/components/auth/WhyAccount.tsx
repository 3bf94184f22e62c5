import { Lock, MapPin, PackageCheck, Star } from '@/components/icons'
import styles from './auth.module.css'

const BENEFITS = [
  { icon: PackageCheck, title: 'Follow your orders', text: 'See when your controller is assembled and shipped.' },
  { icon: MapPin, title: 'Faster checkout', text: 'Keep your shipping addresses and check out in a few clicks.' },
  { icon: Star, title: 'Review your builds', text: 'Rate the controllers you own and help other players choose.' },
]

/** The sign-in page's second column: what an account is for. */
export function WhyAccount() {
  return (
    <aside className={styles.why} aria-labelledby="why-account">
      <h2 id="why-account" className={styles.whyTitle}>
        Why create an account?
      </h2>
      <ul className={styles.benefits}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.benefitIcon}>
              <Icon aria-hidden="true" size={20} />
            </span>
            <div>
              <strong>{title}</strong>
              <span>{text}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.secure}>
        <Lock aria-hidden="true" size={16} /> Your password is stored hashed and never leaves the store.
      </p>
    </aside>
  )
}
