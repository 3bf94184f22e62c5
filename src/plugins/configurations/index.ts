import type { Config, Plugin } from 'payload'
import { Configurations } from './Configurations'
import { addConfigurationEndpoint } from './endpoints/add'
import { previewImageEndpoint } from './endpoints/preview-image'

export { CONFIGURATION_UID_PATTERN, Configurations, newConfigurationUid } from './Configurations'
export { addConfigurationEndpoint, MAX_CONFIGURATION_NAME } from './endpoints/add'
export { previewImageEndpoint } from './endpoints/preview-image'
export { addConfiguration } from './operations/add-configuration'
export { configurationUrl } from './operations/configuration-url'
export { previewUrlOf } from './operations/preview-url'
export { configurationById, configurationsByUid, type StoredConfiguration } from './reads'

/**
 * Stored creator configurations: what a shopper built, validated and priced by the server. Adds the collection and
 * its endpoints: POST /api/order/add-configuration and GET /api/controller-preview-image/{uid}/{side}. Register it
 * after `creatorPlugin()` (its images are the creator's).
 */
export function configurationsPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Configurations],
    endpoints: [...(config.endpoints ?? []), addConfigurationEndpoint, previewImageEndpoint],
  })
}
