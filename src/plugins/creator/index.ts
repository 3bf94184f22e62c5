import type { Config, Plugin } from 'payload'
import {
  clearImagesEndpoint,
  controllerImageEndpoint,
  creatorDataEndpoint,
  lintRulesEndpoint,
  newerModelEndpoint,
  validateEndpoint,
} from './endpoints'

export { controllerImage } from './operations/controller-image'
export { creatorData } from './operations/creator-data'
export { readPublicCreatorView } from './reads'

/**
 * The controller creator's HTTP side (creator.md section 7): the server's verdict on a configuration, the creator's
 * data for other clients, the newer-model check, composed preview images and clearing them, and the rule lint on
 * the platforms collection. The engine, rules and loaders it calls live in `src/creator`. Register it after
 * `catalogPlugin()`, which adds the platforms collection.
 */
export function creatorPlugin(): Plugin {
  return (config: Config): Config => {
    const platforms = config.collections?.find((c) => c.slug === 'platforms')
    if (!platforms) throw new Error('creatorPlugin: no platforms collection; register it after catalogPlugin().')
    return {
      ...config,
      collections: (config.collections ?? []).map((c) =>
        c === platforms ? { ...c, endpoints: [lintRulesEndpoint, ...(c.endpoints || [])] } : c,
      ),
      endpoints: [
        ...(config.endpoints ?? []),
        validateEndpoint,
        creatorDataEndpoint,
        newerModelEndpoint,
        controllerImageEndpoint,
        clearImagesEndpoint,
      ],
    }
  }
}
