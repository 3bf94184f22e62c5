export { type Action, type Cleared, type Confirmation, createEngine, type Engine, type Outcome } from './actions'
export { type PriceView, priceIn, priceOf } from './price'
export { defaultSelection, isOptionOn, macroKey, modKey, optionKey, packageKey } from './state'
export {
  isSoldOut,
  OUT_OF_STOCK_MESSAGE,
  SOLD_OUT_TOOLTIP,
  type StockView,
  stockOf,
  UNSUPPORTED_MESSAGE,
} from './stock'
export {
  compareValues,
  type HiddenReason,
  hiddenReason,
  listedValues,
  SEARCH_DEBOUNCE_MS,
  searchValues,
} from './values'
export { hiddenNow, type RuleVisibility, visibilityOf } from './visibility'
