import * as migration_20261122_200101_initial from './20261122_200101_initial'

export const migrations = [
  {
    up: migration_20261122_200101_initial.up,
    down: migration_20261122_200101_initial.down,
    name: '20261122_200101_initial',
  },
]
