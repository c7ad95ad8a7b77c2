// What `npm run backup` and `npm run restore` share: where the data lives, how a backup folder
// is laid out and checked, and how files are copied so no reader ever sees half a file.
//
// A backup folder holds:
//   manifest.json   when, from where, the database copy's size and sha256, file counts
//   site.db         a consistent copy of the SQLite database (one file, no -wal/-shm)
//   files/          everything else the site keeps under DATA_DIR (media, resumes, brochures,
//                   the generated Payload secret…), in the same layout
//   files.sha256    one `<sha256>  <path>` line per file under files/ (`sha256sum -c` reads it)
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isPostgresUri } from '../lib/serving/database-kind.mjs'

export const MANIFEST_FORMAT = 'crescent-key-backup/1'
export const MANIFEST_FILE = 'manifest.json'
export const SUMS_FILE = 'files.sha256'
export const FILES_DIR = 'files'
/** lib/env.ts#sqliteFile: the database's name inside DATA_DIR. */
export const DATABASE_FILE = 'site.db'
/** SQLite's own files beside the database: never copied, and stale ones are removed on restore. */
export const DATABASE_COMPANIONS = ['-wal', '-shm', '-journal'].map(
  (suffix) => DATABASE_FILE + suffix,
)
/** Names our own copies use while they are written, so a crash never leaves a half file in place. */
export const TEMP_MARK = '.partial-'

/**
 * DATA_DIR as the app resolves it (lib/env.ts: `DATA_DIR` defaults to 'data' and resolves from
 * the working directory). Replicated rather than imported: these scripts run on plain Node,
 * which cannot load the TypeScript module.
 * @param {Record<string, string | undefined>} [env]
 */
export function resolveDataDir(env = process.env, cwd = process.cwd()) {
  return path.resolve(cwd, env.DATA_DIR ?? 'data')
}

/** @param {Record<string, string | undefined>} [env] */
export const usesPostgres = (env = process.env) => isPostgresUri(env.DATABASE_URI)

/** `2026-11-27T18:30:00.123Z` → `2026-11-27T18-30-00Z`: sortable, and legal on every file system. */
export function backupFolderName(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/**
 * Top-level entries of DATA_DIR a backup leaves out: the live database and its journals (the
 * database is copied through SQLite instead), caches that rebuild themselves, and our own
 * half-written copies.
 */
export function isLeftOut(name) {
  return (
    name === DATABASE_FILE ||
    DATABASE_COMPANIONS.includes(name) ||
    /(^|[-_.])cache$/i.test(name) ||
    name.includes(TEMP_MARK)
  )
}

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

export function sha256File(file) {
  const hash = createHash('sha256')
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.allocUnsafe(1 << 20)
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null)
      if (read === 0) break
      hash.update(buffer.subarray(0, read))
    }
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** Relative paths ('/'-separated) of the regular files under dir, sorted; symlinks are not followed. */
export function listFiles(dir, { skipTop = () => false } = {}) {
  const found = []
  const walk = (relative) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true })
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name
      if (!relative && skipTop(entry.name)) continue
      if (entry.isDirectory()) walk(rel)
      else if (entry.isFile()) found.push(rel)
    }
  }
  if (fs.existsSync(dir)) walk('')
  return found
}

function fsyncPath(file, flags = 'r') {
  const fd = fs.openSync(file, flags)
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

export const fsyncDir = (dir) => fsyncPath(dir)

/**
 * Writes bytes under a temporary name, then renames: the destination is either absent or whole,
 * never half-written, even if this process dies mid-copy. `durable: false` skips the fsync for a
 * caller that flushes many files at once afterwards.
 */
export function writeWhole(dest, bytes, { mode, durable = true } = {}) {
  const temp = `${dest}${TEMP_MARK}${process.pid}`
  fs.writeFileSync(temp, bytes, mode === undefined ? undefined : { mode })
  // writeFile's mode only applies to a new file and passes through the umask: set it as it was.
  if (mode !== undefined) fs.chmodSync(temp, mode)
  if (durable) fsyncPath(temp)
  fs.renameSync(temp, dest)
}

const sameStat = (a, b) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino

/**
 * Copies one file that the running site may be writing at this very moment. The source is read
 * whole between two stats; if they differ it was being written, so it is read again once it has
 * settled. Returns { bytes, sha256, settled }, or null when the file vanished meanwhile (deleted
 * by the site: nothing to keep).
 */
export async function copySettled(src, dest, { attempts = 20, waitMs = 100, durable = true } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    let before, data, after
    try {
      before = fs.statSync(src)
      data = fs.readFileSync(src)
      after = fs.statSync(src)
    } catch (error) {
      if (error.code === 'ENOENT') return null
      throw error
    }
    const settled = sameStat(before, after) && data.length === after.size
    if (settled || attempt >= attempts) {
      writeWhole(dest, data, { mode: after.mode & 0o777, durable })
      return { bytes: data.length, sha256: sha256(data), settled }
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs))
  }
}

export function formatSums(entries) {
  return entries.map(({ path: file, sha256: sum }) => `${sum}  ${file}\n`).join('')
}

export function parseSums(text) {
  const entries = []
  for (const [n, line] of text.split('\n').entries()) {
    if (!line) continue
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line)
    if (!match) throw new Error(`${SUMS_FILE} line ${n + 1} is not "<sha256>  <path>"`)
    const file = match[2]
    // A path that climbs out of the backup could make a restore write anywhere.
    if (file.startsWith('/') || file.split('/').some((part) => part === '..' || part === ''))
      throw new Error(`${SUMS_FILE} line ${n + 1} names an unsafe path: ${file}`)
    entries.push({ path: file, sha256: match[1] })
  }
  return entries
}

/**
 * Checks a backup folder before anything is restored from it: the manifest is ours, the
 * database copy and the list of files have the checksums it recorded, and every listed file has
 * its checksum. Returns { manifest, files, problems }: restore only when problems is empty.
 */
export function verifyBackup(folder) {
  const problems = []
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'))
  } catch (error) {
    return {
      manifest: null,
      files: [],
      problems: [`no readable ${MANIFEST_FILE} in ${folder}: ${error.message}`],
    }
  }
  if (manifest.format !== MANIFEST_FORMAT) {
    return {
      manifest,
      files: [],
      problems: [`${MANIFEST_FILE} is not a ${MANIFEST_FORMAT} manifest`],
    }
  }
  const database = path.join(folder, manifest.database?.file ?? DATABASE_FILE)
  if (!fs.existsSync(database)) problems.push(`the database copy ${database} is missing`)
  else if (sha256File(database) !== manifest.database.sha256)
    problems.push(`the database copy ${database} does not match the manifest's sha256`)

  let files = []
  const sumsFile = path.join(folder, SUMS_FILE)
  if (!fs.existsSync(sumsFile)) problems.push(`${SUMS_FILE} is missing`)
  else {
    const text = fs.readFileSync(sumsFile)
    if (sha256(text) !== manifest.files?.listSha256)
      problems.push(`${SUMS_FILE} does not match the manifest's sha256`)
    try {
      files = parseSums(text.toString('utf8'))
    } catch (error) {
      problems.push(error.message)
    }
    if (files.length !== manifest.files?.count)
      problems.push(
        `${SUMS_FILE} lists ${files.length} files, the manifest ${manifest.files?.count}`,
      )
    for (const entry of files) {
      const file = path.join(folder, FILES_DIR, entry.path)
      if (!fs.existsSync(file)) problems.push(`${entry.path} is missing`)
      else if (sha256File(file) !== entry.sha256)
        problems.push(`${entry.path} does not match its sha256`)
    }
  }
  return { manifest, files, problems }
}

/**
 * Processes (other than this one) holding one of the files open, from /proc: a server still
 * running on a data dir keeps its database open. Linux only; elsewhere the list is empty.
 */
export function processesUsing(files) {
  const wanted = new Set(files.map((file) => path.resolve(file)))
  const found = []
  let pids = []
  try {
    pids = fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
  } catch {
    return found
  }
  for (const pid of pids) {
    let fds = []
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // exited, or not ours to look at
    }
    const open = fds.some((fd) => {
      try {
        return wanted.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
      } catch {
        return false
      }
    })
    if (!open) continue
    let command = '?'
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
    } catch {
      // exited while we looked
    }
    found.push({ pid: Number(pid), command })
  }
  return found
}

/** What to run instead when the site is on PostgreSQL (the URI stays in the variable, unprinted). */
export function postgresInstructions(kind) {
  const file = 'crescent-key-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump'
  return kind === 'backup'
    ? [
        'DATABASE_URI points at PostgreSQL: back it up with pg_dump, not with this script.',
        `  pg_dump --format=custom --file=${file} "$DATABASE_URI"`,
        'Uploaded files: copy DATA_DIR (media, resumes, brochures) as well, unless they live in an S3 bucket',
        '(then back the bucket up with its own versioning or replication).',
      ].join('\n')
    : [
        'DATABASE_URI points at PostgreSQL: restore it with pg_restore, not with this script.',
        '  pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URI" <file>.dump',
        'Stop the site first, and put the uploaded files back into DATA_DIR (or the bucket) as well.',
      ].join('\n')
}

/**
 * Empties one of the build's cache folders, which a running server may be writing to at that
 * moment (a restore beside a live site, CI's servers side by side): deleted in place, a file written meanwhile fails the
 * delete (ENOTEMPTY). Moved aside first (one atomic rename), the folder is out of every server's
 * way; the next write makes a new one.
 */
export function emptyCacheFolder(folder) {
  const aside = `${folder}-old-${process.pid}-${Date.now()}`
  try {
    fs.renameSync(folder, aside)
  } catch (error) {
    if (error.code === 'ENOENT') return
    throw error
  }
  fs.rmSync(aside, { recursive: true, force: true, maxRetries: 5 })
}
