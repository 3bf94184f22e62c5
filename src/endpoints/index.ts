import type { Endpoint } from 'payload'
import { validateConfigurationEndpoint } from './validate-configuration'

/** Store endpoints mounted under /api (collection endpoints live with their collections). */
export const storeEndpoints: Endpoint[] = [validateConfigurationEndpoint]
