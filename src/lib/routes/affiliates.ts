/** The partner pages (account.md sections 1, 2 and 5): the link generator and the notifications page. */
export const AFFILIATES_PATH = '/affiliates'
export const AFFILIATES_NOTIFICATIONS_PATH = `${AFFILIATES_PATH}/notifications`
