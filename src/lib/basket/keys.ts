/** Where the browser keeps the basket, and the event this tab sends when it writes it. Pure constants. */
export const BASKET_STORAGE_KEY = 'padforge.basket'
export const BASKET_CHANGED_EVENT = 'padforge:basket-changed'
