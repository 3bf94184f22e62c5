export { Flash } from './Flash'
export { setFlash, takeFlash } from './flash'
export { LoginModalHost } from './LoginModalHost'
export { clearCustomerData, onSignOutClear } from './local-data'
export {
  announceLoggedIn,
  announceLoggedOut,
  LOGGED_IN_EVENT,
  LOGGED_OUT_EVENT,
  OPEN_LOGIN_EVENT,
  openLoginModal,
} from './open'
