import * as migration_20261122_200101_initial from './20261122_200101_initial'
import * as migration_20261122_210536_creator_rules from './20261122_210536_creator_rules'

export const migrations = [
  {
    up: migration_20261122_200101_initial.up,
    down: migration_20261122_200101_initial.down,
    name: '20261122_200101_initial',
  },
  {
    up: migration_20261122_210536_creator_rules.up,
    down: migration_20261122_210536_creator_rules.down,
    name: '20261122_210536_creator_rules',
  },
]
