import * as migration_20261122_004231_initial from './20261122_004231_initial';

export const migrations = [
  {
    up: migration_20261122_004231_initial.up,
    down: migration_20261122_004231_initial.down,
    name: '20261122_004231_initial'
  },
];
