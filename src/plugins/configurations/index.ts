import type { Config, Plugin } from 'payload'
import { Configurations } from './Configurations'

export { CONFIGURATION_UID_PATTERN, Configurations, newConfigurationUid } from './Configurations'

/**
 * Stored creator configurations: what a shopper built, validated and priced by the server. The endpoints that
 * write and read them (POST /api/order/add-configuration, GET /api/controller-preview-image/...) are store
 * endpoints in `src/endpoints`; this plugin owns the collection and its access rules.
 */
export function configurationsPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, collections: [...(config.collections ?? []), Configurations] })
}
