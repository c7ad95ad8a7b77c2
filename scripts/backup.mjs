// npm run backup [-- --out <dir>]
//
// Writes a consistent copy of the site's data to <dir>/<UTC time>/ (dir: --out, else BACKUP_DIR,
// else ./backups): the SQLite database through SQLite's online backup API, and every uploaded
// file under DATA_DIR (media, resumes, brochures, the generated Payload secret). Safe while the
// site serves: the database copy is one snapshot taken inside a single read transaction (WAL
// lets the site keep writing meanwhile), and the files are copied after it, so every file a
// copied row points to is already on disk (Payload writes an upload's file before its row).
// The folder appears under its final name only once complete; restore with npm run restore.
//
// On PostgreSQL (DATABASE_URI=postgres://…) it refuses and prints the pg_dump command (exit 2).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import {
  backupFolderName,
  copySettled,
  DATABASE_FILE,
  FILES_DIR,
  formatSums,
  fsyncDir,
  isLeftOut,
  listFiles,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  postgresInstructions,
  resolveDataDir,
  sha256,
  sha256File,
  SUMS_FILE,
  TEMP_MARK,
  usesPostgres,
  writeWhole,
} from './backup-shared.mjs'

const usage = 'usage: npm run backup [-- --out <dir>]   (default: $BACKUP_DIR, else ./backups)'

/** Larger than any page count: the whole copy is one backup step, so one snapshot (see below). */
const ALL_PAGES = 2 ** 31 - 1

/**
 * The database through SQLite's online backup. Copied in one step, the copy happens inside one
 * read transaction: a consistent snapshot, while the site's writes go on into the WAL. (Copied in
 * small steps, every write the site made between two steps would restart the copy, which under
 * steady traffic might never finish.) The copy is then made a single self-contained file
 * (rollback journal rather than WAL) and checked.
 */
async function copyDatabase(source, dest) {
  const db = new DatabaseSync(source, { timeout: 10_000 })
  let pages
  try {
    pages = await backup(db, dest, { rate: ALL_PAGES })
  } finally {
    db.close()
  }
  const copyAt = new Date()
  const copy = new DatabaseSync(dest)
  let integrity, version
  try {
    copy.exec('PRAGMA journal_mode = DELETE')
    integrity = copy
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => Object.values(row)[0])
      .join('; ')
    version = copy.prepare('SELECT sqlite_version() AS v').get().v
  } finally {
    copy.close()
  }
  return { pages, copyAt, integrity, version }
}

/** The name a new backup gets: its time, with a suffix if a backup of the same second exists. */
function freshFolder(outRoot, startedAt) {
  const base = backupFolderName(startedAt)
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}-${n}`
    if (!fs.existsSync(path.join(outRoot, name))) return path.join(outRoot, name)
  }
}

/** Every file copied under work/ is flushed at once (syncfs), rather than one fsync per file. */
function flushAll(work, copied) {
  if (spawnSync('sync', ['-f', work], { stdio: 'ignore' }).status === 0) return
  for (const file of copied) {
    const fd = fs.openSync(path.join(work, FILES_DIR, file), 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
  }
}

async function copyFiles(dataDir, work, outRoot) {
  // The backups themselves, should they be kept inside DATA_DIR, are not backed up again.
  const inside = path.relative(dataDir, outRoot)
  const outTop =
    inside && !inside.startsWith('..') && !path.isAbsolute(inside)
      ? inside.split(path.sep)[0]
      : null
  const files = listFiles(dataDir, { skipTop: (name) => isLeftOut(name) || name === outTop })
  const copied = []
  const unsettled = []
  const folders = {}
  for (const file of files) {
    const dest = path.join(work, FILES_DIR, file)
    fs.mkdirSync(path.dirname(dest), { recursive: true })
    const result = await copySettled(path.join(dataDir, file), dest, { durable: false })
    if (!result) continue // deleted by the site while we copied
    if (!result.settled) unsettled.push(file)
    copied.push({ path: file, sha256: result.sha256 })
    const top = file.includes('/') ? file.split('/')[0] : '.'
    folders[top] ??= { count: 0, bytes: 0 }
    folders[top].count += 1
    folders[top].bytes += result.bytes
  }
  flushAll(
    work,
    copied.map((c) => c.path),
  )
  return { copied, unsettled, folders }
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

async function main() {
  const { values: args } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (args.help) return (console.log(usage), 0)
  if (usesPostgres()) {
    console.error(postgresInstructions('backup'))
    return 2
  }
  const dataDir = resolveDataDir()
  const database = path.join(dataDir, DATABASE_FILE)
  if (!fs.existsSync(database)) {
    console.error(
      `backup: no database at ${database} (DATA_DIR=${process.env.DATA_DIR ?? '(unset: data)'})`,
    )
    return 1
  }
  const outRoot = path.resolve(args.out ?? process.env.BACKUP_DIR ?? 'backups')
  const startedAt = new Date()
  fs.mkdirSync(outRoot, { recursive: true })
  const final = freshFolder(outRoot, startedAt)
  // Named as unfinished until the very end: a crash or ^C never leaves something that looks whole.
  const work = `${final}${TEMP_MARK}${process.pid}`
  const abandon = () => fs.rmSync(work, { recursive: true, force: true })
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => (abandon(), process.exit(130)))
  // Enquiries, CVs and the session secret: readable by the owner only.
  fs.mkdirSync(work, { mode: 0o700 })

  try {
    const dbCopy = path.join(work, DATABASE_FILE)
    const db = await copyDatabase(database, dbCopy)
    if (db.integrity !== 'ok') {
      console.error(
        `backup: the database copy failed PRAGMA integrity_check: ${db.integrity.slice(0, 500)}`,
      )
      abandon()
      return 1
    }
    const files = await copyFiles(dataDir, work, outRoot)
    const sums = Buffer.from(formatSums(files.copied))
    writeWhole(path.join(work, SUMS_FILE), sums)
    const finishedAt = new Date()
    const manifest = {
      format: MANIFEST_FORMAT,
      startedAt: startedAt.toISOString(),
      databaseCopiedAt: db.copyAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      source: { host: os.hostname(), dataDir },
      database: {
        file: DATABASE_FILE,
        bytes: fs.statSync(dbCopy).size,
        sha256: sha256File(dbCopy),
        pages: db.pages,
        integrity: db.integrity,
        sqliteVersion: db.version,
      },
      files: {
        count: files.copied.length,
        bytes: Object.values(files.folders).reduce((sum, f) => sum + f.bytes, 0),
        list: SUMS_FILE,
        listSha256: sha256(sums),
        folders: files.folders,
        // Still changing after every retry: copied as last read, named so an operator can look.
        unsettled: files.unsettled,
      },
      node: process.version,
    }
    writeWhole(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    fsyncDir(work)
    fs.renameSync(work, final)
    fsyncDir(outRoot)

    const folders = Object.entries(files.folders)
      .map(([name, f]) => `${name === '.' ? 'top level' : name} ${f.count}`)
      .join(', ')
    console.log(`backup written to ${final}`)
    console.log(
      `  database ${DATABASE_FILE}: ${megabytes(manifest.database.bytes)}, ${db.pages} pages, integrity ${db.integrity}, sha256 ${manifest.database.sha256.slice(0, 16)}…`,
    )
    console.log(
      `  files: ${manifest.files.count} (${megabytes(manifest.files.bytes)}: ${folders || 'none'})`,
    )
    for (const file of files.unsettled) console.log(`  ! ${file} kept changing while it was copied`)
    console.log(`  took ${((finishedAt - startedAt) / 1000).toFixed(1)} s`)
    return 0
  } catch (error) {
    abandon()
    throw error
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`backup failed: ${error.stack ?? error}`)
    process.exit(1)
  },
)
