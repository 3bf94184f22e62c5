// `npm run seed`: writes (or refreshes) the demo catalog. Safe to run again.
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrations } from '../migrations'
import { seed } from './index'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations })
await seed(payload, (m) => payload.logger.info(`seed: ${m}`))
await payload.destroy()
process.exit(0)
