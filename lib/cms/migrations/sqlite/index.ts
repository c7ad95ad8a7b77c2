import * as migration_20261122_004213_initial from './20261122_004213_initial';

export const migrations = [
  {
    up: migration_20261122_004213_initial.up,
    down: migration_20261122_004213_initial.down,
    name: '20261122_004213_initial'
  },
];
