// `npm run seed`: writes (or refreshes) the demo catalog. Safe to run again.
import config from '@payload-config'
import { getPayload } from 'payload'
import { runMigrations } from '../server/migrate'
import { seed } from './index'

const payload = await getPayload({ config })
await runMigrations(payload)
await seed(payload, (m) => payload.logger.info(`seed: ${m}`))
await payload.destroy()
process.exit(0)
