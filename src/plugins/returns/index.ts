import type { Config, Plugin } from 'payload'
import { returnEndpoints } from './endpoints'
import { ReturnLabels } from './ReturnLabels'
import { ReturnReasons } from './ReturnReasons'
import { Rmas } from './Rmas'
import { returnTasks } from './tasks'

export { type LabelFile, labelFileOf } from './operations/label-file'
export { orderProductReturns } from './operations/line-returns'
export { RETURN_LABELS_DIR } from './ReturnLabels'

/**
 * Returns (RMA, issue 30): return reasons, returns and their uploaded labels; the form's options and label prices,
 * create (own-send or a paid label), cancel, the account's views; staff receive, refund, reject in the admin; the
 * deadline, label-refund and mail tasks. Uses orders (order products, refunds, stock), payments (the label's card
 * payment), jobs and mail through their index; orders shows each order product's returns through
 * `ordersPlugin({ orderProductReturns })`.
 */
export function returnsPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), ReturnReasons, Rmas, ReturnLabels],
    endpoints: [...(config.endpoints ?? []), ...returnEndpoints],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...returnTasks] },
  })
}
