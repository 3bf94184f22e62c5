import { AccountRoot } from '@/components/account/AccountRoot'

/** /account: the sidebar alone on phones; desktops go on to My Settings (account.md section 2). */
export default function AccountPage() {
  return <AccountRoot />
}
