import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  backupFolderName,
  copySettled,
  formatSums,
  isLeftOut,
  parseSums,
  resolveDataDir,
  sha256,
  usesPostgres,
  verifyBackup,
} from './backup-shared.mjs'

describe('paths and names', () => {
  it('resolves DATA_DIR as lib/env.ts does', () => {
    expect(resolveDataDir({}, '/srv/site')).toBe('/srv/site/data')
    expect(resolveDataDir({ DATA_DIR: 'var/data' }, '/srv/site')).toBe('/srv/site/var/data')
    expect(resolveDataDir({ DATA_DIR: '/mnt/data' }, '/srv/site')).toBe('/mnt/data')
  })

  it('knows PostgreSQL by its URI, as lib/env.ts does', () => {
    expect(usesPostgres({ DATABASE_URI: 'postgres://u@h/db' })).toBe(true)
    expect(usesPostgres({ DATABASE_URI: 'postgresql://u@h/db' })).toBe(true)
    expect(usesPostgres({})).toBe(false)
  })

  it('names a backup folder by its UTC second, without colons', () => {
    expect(backupFolderName(new Date('2026-11-27T18:30:00.123Z'))).toBe('2026-11-27T18-30-00Z')
  })

  it('leaves out the live database, its journals, caches and half copies', () => {
    for (const name of [
      'site.db',
      'site.db-wal',
      'site.db-shm',
      'site.db-journal',
      'cache',
      'image-cache',
      'media.partial-123',
    ])
      expect(isLeftOut(name)).toBe(true)
    for (const name of ['media', 'resumes', 'brochures', '.payload-secret'])
      expect(isLeftOut(name)).toBe(false)
  })
})

describe('checksum lists', () => {
  it('reads back what it writes', () => {
    const entries = [
      { path: 'media/a b.png', sha256: sha256('a') },
      { path: '.payload-secret', sha256: sha256('b') },
    ]
    expect(parseSums(formatSums(entries))).toEqual(entries)
  })

  it('refuses paths that climb out of the backup', () => {
    for (const bad of ['../etc/passwd', '/etc/passwd', 'media/../../x', 'media//x'])
      expect(() => parseSums(`${sha256('x')}  ${bad}\n`)).toThrow(/unsafe path/)
    expect(() => parseSums('not a sum line\n')).toThrow(/line 1/)
  })
})

describe('a real backup of a small data dir', () => {
  let tmp: string
  let dataDir: string
  let outDir: string
  const node = process.execPath
  const run = (script: string, args: string[], env: Record<string, string> = {}) => {
    const { DATABASE_URI: _unused, ...base } = process.env
    // Run from the test's own folder: a restore empties the image cache of the project it runs
    // in, and this one's build may be serving (CI runs the unit tests beside the browser suite).
    return spawnSync(node, [path.resolve(script), ...args], {
      cwd: tmp,
      env: { ...base, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    })
  }
  const onlyBackup = () => path.join(outDir, fs.readdirSync(outDir)[0])

  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
    dataDir = path.join(tmp, 'data')
    outDir = path.join(tmp, 'out')
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true })
    fs.mkdirSync(path.join(dataDir, 'image-cache'))
    fs.writeFileSync(path.join(dataDir, 'media', 'photo.png'), 'not really a png')
    fs.writeFileSync(path.join(dataDir, 'image-cache', 'x'), 'rebuilt on demand')
    fs.writeFileSync(path.join(dataDir, '.payload-secret'), 'secret', { mode: 0o600 })
    const db = new DatabaseSync(path.join(dataDir, 'site.db'))
    db.exec(
      "PRAGMA journal_mode = WAL; CREATE TABLE enquiries (email TEXT); INSERT INTO enquiries VALUES ('a@x.ae')",
    )
    db.close()
  })
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it('backs up, verifies and restores, and refuses a tampered copy', () => {
    const backup = run('scripts/backup.mjs', ['--out', outDir])
    expect(backup.status, backup.stderr).toBe(0)
    const folder = onlyBackup()
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    const { manifest, files, problems } = verifyBackup(folder)
    expect(problems).toEqual([])
    expect(manifest.database.integrity).toBe('ok')
    expect(files.map((f: { path: string }) => f.path)).toEqual([
      '.payload-secret',
      'media/photo.png',
    ])

    const target = path.join(tmp, 'restored')
    const restore = run('scripts/restore.mjs', [folder, '--data', target])
    expect(restore.status, restore.stderr).toBe(0)
    const db = new DatabaseSync(path.join(target, 'site.db'), { readOnly: true })
    expect(db.prepare('SELECT email FROM enquiries').all()).toEqual([{ email: 'a@x.ae' }])
    db.close()
    expect(fs.readFileSync(path.join(target, 'media', 'photo.png'), 'utf8')).toBe(
      'not really a png',
    )
    expect(fs.statSync(path.join(target, '.payload-secret')).mode & 0o777).toBe(0o600)

    fs.appendFileSync(path.join(folder, 'files', 'media', 'photo.png'), '!')
    expect(verifyBackup(folder).problems).toEqual(['media/photo.png does not match its sha256'])
    const refused = run('scripts/restore.mjs', [folder, '--data', path.join(tmp, 'other')])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/not a sound backup/)
    expect(fs.existsSync(path.join(tmp, 'other'))).toBe(false)
  })

  it('replaces an existing database only with --force, and drops its stale WAL', () => {
    expect(run('scripts/backup.mjs', ['--out', outDir]).status).toBe(0)
    const folder = onlyBackup()
    const target = path.join(tmp, 'target')
    fs.mkdirSync(target)
    const old = new DatabaseSync(path.join(target, 'site.db'))
    old.exec('CREATE TABLE other (x)')
    old.close()
    fs.writeFileSync(path.join(target, 'site.db-wal'), 'stale')
    expect(run('scripts/restore.mjs', [folder, '--data', target]).status).toBe(1)
    const forced = run('scripts/restore.mjs', [folder, '--data', target, '--force'])
    expect(forced.status, forced.stderr).toBe(0)
    expect(fs.existsSync(path.join(target, 'site.db-wal'))).toBe(false)
    const db = new DatabaseSync(path.join(target, 'site.db'), { readOnly: true })
    expect(db.prepare('SELECT count(*) AS n FROM enquiries').get()).toEqual({ n: 1 })
    db.close()
  })

  it('refuses PostgreSQL and prints the pg_dump / pg_restore commands', () => {
    const env = { DATABASE_URI: 'postgres://user:pw@db.internal/site' }
    const backup = run('scripts/backup.mjs', [], env)
    expect(backup.status).toBe(2)
    expect(backup.stderr).toMatch(/pg_dump --format=custom/)
    expect(backup.stderr).not.toMatch(/pw@/)
    const restore = run('scripts/restore.mjs', ['x'], env)
    expect(restore.status).toBe(2)
    expect(restore.stderr).toMatch(/pg_restore/)
  })
})

describe('copySettled', () => {
  it('copies a file whole, and reports one that vanished', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-test-'))
    try {
      fs.writeFileSync(path.join(tmp, 'a'), 'hello')
      const copied = await copySettled(path.join(tmp, 'a'), path.join(tmp, 'b'))
      expect(copied).toEqual({ bytes: 5, sha256: sha256('hello'), settled: true })
      expect(fs.readdirSync(tmp).sort()).toEqual(['a', 'b'])
      expect(await copySettled(path.join(tmp, 'gone'), path.join(tmp, 'c'))).toBeNull()
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})
