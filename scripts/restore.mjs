// npm run restore -- <backup folder> [--data <dir>] [--force]
//
// Puts a backup written by npm run backup back into DATA_DIR (or --data): the database and every
// uploaded file. Before it touches anything it checks the backup against its manifest (database
// sha256, and the sha256 of every file), and refuses while a process holds the target's database
// open (stop the site first) or when the target already has a database (--force replaces it).
// Everything is copied in beside the target under temporary names first, then swapped in; stale
// -wal/-shm files of the old database are removed so they can never be replayed onto the new one.
//
// On PostgreSQL (DATABASE_URI=postgres://…) it refuses and prints the pg_restore command (exit 2).
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import {
  DATABASE_COMPANIONS,
  DATABASE_FILE,
  FILES_DIR,
  fsyncDir,
  postgresInstructions,
  processesUsing,
  resolveDataDir,
  TEMP_MARK,
  usesPostgres,
  verifyBackup,
  emptyCacheFolder,
} from './backup-shared.mjs'

const usage = 'usage: npm run restore -- <backup folder> [--data <dir>] [--force]'

function copyFlushed(src, dest) {
  fs.copyFileSync(src, dest)
  fs.chmodSync(dest, fs.statSync(src).mode & 0o777)
  const fd = fs.openSync(dest, 'r')
  fs.fsyncSync(fd)
  fs.closeSync(fd)
}

/** A top-level entry that holds something (an empty folder, as a started site leaves, does not). */
function holdsData(entry) {
  if (!fs.existsSync(entry)) return false
  return !fs.statSync(entry).isDirectory() || fs.readdirSync(entry).length > 0
}

/** The backup's files copied in beside the target, one staged copy per top-level entry. */
function stageFiles(folder, files, dataDir) {
  const staged = new Map()
  for (const { path: file } of files) {
    const [top, ...rest] = file.split('/')
    if (!staged.has(top)) staged.set(top, path.join(dataDir, `${top}${TEMP_MARK}${process.pid}`))
    const dest = rest.length ? path.join(staged.get(top), ...rest) : staged.get(top)
    fs.mkdirSync(path.dirname(dest), { recursive: true })
    copyFlushed(path.join(folder, FILES_DIR, file), dest)
  }
  return staged
}

function integrityOf(database) {
  const db = new DatabaseSync(database, { readOnly: true })
  try {
    return db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => Object.values(row)[0])
      .join('; ')
  } finally {
    db.close()
  }
}

function main() {
  const { values: args, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (args.help) return (console.log(usage), 0)
  if (usesPostgres()) {
    console.error(postgresInstructions('restore'))
    return 2
  }
  if (positionals.length !== 1) {
    console.error(usage)
    return 1
  }
  const folder = path.resolve(positionals[0])
  const dataDir = args.data ? path.resolve(args.data) : resolveDataDir()
  const database = path.join(dataDir, DATABASE_FILE)

  const { manifest, files, problems } = verifyBackup(folder)
  if (problems.length) {
    console.error(`restore: ${folder} is not a sound backup; nothing was changed.`)
    for (const problem of problems.slice(0, 20)) console.error(`  ✗ ${problem}`)
    if (problems.length > 20) console.error(`  … and ${problems.length - 20} more`)
    return 1
  }

  const users = processesUsing([
    database,
    ...DATABASE_COMPANIONS.map((name) => path.join(dataDir, name)),
  ])
  if (users.length) {
    console.error(
      `restore: ${dataDir} is in use (its database is open); stop the site first. Nothing was changed.`,
    )
    for (const user of users) console.error(`  pid ${user.pid}: ${user.command.slice(0, 160)}`)
    return 1
  }
  const tops = [...new Set(files.map((f) => f.path.split('/')[0]))]
  const occupied = [DATABASE_FILE, ...tops].filter((name) => holdsData(path.join(dataDir, name)))
  if (occupied.length && !args.force) {
    console.error(
      `restore: ${dataDir} already holds ${occupied.join(', ')}; nothing was changed.\n` +
        '  Add --force to replace them with the backup (what is there now is lost).',
    )
    return 1
  }

  fs.mkdirSync(dataDir, { recursive: true })
  const stagedDb = path.join(dataDir, `${DATABASE_FILE}${TEMP_MARK}${process.pid}`)
  let staged = new Map()
  try {
    copyFlushed(path.join(folder, manifest.database.file), stagedDb)
    staged = stageFiles(folder, files, dataDir)
  } catch (error) {
    fs.rmSync(stagedDb, { force: true })
    for (const dir of staged.values()) fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }

  // The swap. A -wal left by the old database would be replayed onto the new one: gone first.
  for (const name of DATABASE_COMPANIONS) fs.rmSync(path.join(dataDir, name), { force: true })
  fs.renameSync(stagedDb, database)
  for (const [top, stagedEntry] of staged) {
    const target = path.join(dataDir, top)
    const old = `${target}${TEMP_MARK}old-${process.pid}`
    if (fs.existsSync(target)) fs.renameSync(target, old)
    fs.renameSync(stagedEntry, target)
    fs.rmSync(old, { recursive: true, force: true })
  }
  fsyncDir(dataDir)

  const integrity = integrityOf(database)
  const kept = fs
    .readdirSync(dataDir)
    .filter(
      (name) =>
        name !== DATABASE_FILE && !tops.includes(name) && !DATABASE_COMPANIONS.includes(name),
    )
  // Optimised copies of the files this replaced would outlive them: a restored file can carry
  // the name of a different one. The next start resizes from the restored files. Moved aside
  // first (one rename), so a server still writing into the folder cannot make the delete fail.
  emptyCacheFolder('.next/cache/images')
  console.log(`restored ${folder} (backup of ${manifest.databaseCopiedAt}) into ${dataDir}`)
  console.log(`  database ${DATABASE_FILE}: integrity ${integrity}`)
  console.log(`  files: ${files.length} in ${tops.join(', ') || 'none'}`)
  if (kept.length) console.log(`  left as they were (not in the backup): ${kept.join(', ')}`)
  if (integrity !== 'ok') {
    console.error('restore: the restored database fails PRAGMA integrity_check')
    return 1
  }
  return 0
}

try {
  process.exitCode = main()
} catch (error) {
  console.error(`restore failed: ${error.stack ?? error}`)
  process.exitCode = 1
}
