// Fresh, migrated and seeded databases for the tests. Seeding renders hundreds of images,
// so a seeded SQLite data folder is kept as a template keyed by everything that shapes it,
// and each run starts from a copy of it.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { SEEDED_STAFF } from './staff.mjs'

const inputs = ['scripts/seed.ts', 'scripts/seed', 'scripts/seed-data', 'scripts/images', 'lib/cms', 'payload.config.ts']

function filesUnder(p) {
  if (!fs.existsSync(p)) return []
  if (fs.statSync(p).isFile()) return [p]
  return fs.readdirSync(p).sort().flatMap((name) => filesUnder(path.join(p, name)))
}

function fingerprint() {
  const hash = crypto.createHash('sha256')
  for (const file of inputs.flatMap(filesUnder)) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

function seedProcess({ dataDir, env = {}, args = [] }) {
  return {
    command: 'node_modules/.bin/tsx',
    args: ['scripts/seed.ts', ...args],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: SEEDED_STAFF.password,
      // Keyed by the generator's code too, so a change to the drawings never reuses old renders.
      SEED_IMAGE_CACHE: path.resolve(`.test-data/image-cache-${fingerprint()}`),
      ...env,
    },
  }
}

export function seedInto({ dataDir, env = {}, log }) {
  const { command, args, env: seedEnv } = seedProcess({ dataDir, env })
  const result = spawnSync(command, args, { env: seedEnv, stdio: ['ignore', log, log] })
  if (result.status !== 0) throw new Error(`seeding ${dataDir} failed (see the log)`)
}

/** seedInto without blocking: the test runner seeds while other stages run. */
export function seedIntoAsync({ dataDir, env = {}, log, args: extra = [] }) {
  const { command, args, env: seedEnv } = seedProcess({ dataDir, env, args: extra })
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: seedEnv, stdio: ['ignore', log, log] })
    child.once('error', reject)
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${dataDir} failed (see the log)`))))
  })
}

const templateOf = (root) => path.join(root, `template-${fingerprint()}`)

/** The seeded SQLite template (seeded now unless a complete one is there); returns its path. */
export async function sqliteTemplate({ root, log }) {
  const template = templateOf(root)
  if (!fs.existsSync(path.join(template, '.complete'))) {
    fs.rmSync(template, { recursive: true, force: true })
    await seedIntoAsync({ dataDir: template, log })
    fs.writeFileSync(path.join(template, '.complete'), new Date().toISOString())
  }
  return template
}

/** A fresh copy of the seeded SQLite data folder (in root/name); returns its path. */
export function freshSqliteData({ root, log, name = 'run-sqlite' }) {
  const template = templateOf(root)
  if (!fs.existsSync(path.join(template, '.complete'))) {
    fs.rmSync(template, { recursive: true, force: true })
    seedInto({ dataDir: template, log })
    fs.writeFileSync(path.join(template, '.complete'), new Date().toISOString())
  }
  const run = path.join(root, name)
  fs.rmSync(run, { recursive: true, force: true })
  fs.cpSync(template, run, { recursive: true })
  return run
}
