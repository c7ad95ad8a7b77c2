// Reads what the durability run left in the database, straight from the database (not through
// the site), and checks it against what was sent and answered.
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { query } from './postgres.mjs'
import { sha256 } from './lead-traffic.mjs'

const ENQUIRIES =
  'SELECT email, client_id, first_name, last_name, message, created_at FROM enquiries WHERE email LIKE $1'
const APPLICATIONS = `SELECT a.email, a.client_id, a.first_name, a.last_name, a.designation, a.resume_id,
  a.created_at, r.filename, r.sha256 FROM applications a LEFT JOIN resumes r ON r.id = a.resume_id WHERE a.email LIKE $1`
const RESUMES = 'SELECT id, filename, sha256 FROM resumes'
const REFERENCED = 'SELECT DISTINCT resume_id FROM applications WHERE resume_id IS NOT NULL'

/** SQLite through libsql, the driver Payload's SQLite adapter writes with. */
async function readSqlite(file, pattern) {
  const db = createClient({ url: `file:${file}` })
  try {
    const rows = async (sql, args = []) =>
      (await db.execute({ sql: sql.replace('$1', '?'), args })).rows
    return {
      enquiries: await rows(ENQUIRIES, [pattern]),
      applications: await rows(APPLICATIONS, [pattern]),
      resumes: await rows(RESUMES),
      referenced: (await rows(REFERENCED)).map((r) => Number(r.resume_id)),
      integrity: (await rows('PRAGMA integrity_check')).map((r) => Object.values(r)[0]).join('; '),
      foreignKeyErrors: (await rows('PRAGMA foreign_key_check')).length,
    }
  } finally {
    db.close()
  }
}

async function readPostgres(uri, pattern) {
  const rows = async (sql, args = []) => (await query(uri, sql, args)).rows
  return {
    enquiries: await rows(ENQUIRIES, [pattern]),
    applications: await rows(APPLICATIONS, [pattern]),
    resumes: await rows(RESUMES),
    referenced: (await rows(REFERENCED)).map((r) => Number(r.resume_id)),
    // PostgreSQL enforces its constraints as it writes; there is no file-level check to run.
    integrity: 'n/a (PostgreSQL)',
    foreignKeyErrors: 0,
  }
}

/**
 * Compares the database with the submissions. `submissions` are all that were created (each
 * with `answered` true once a 2xx came back). Returns the figures the run prints.
 */
export async function verifyStored({ submissions, runId, dataDir, databaseUri, sqliteFile }) {
  const pattern = `lead-${runId}-%`
  const stored = databaseUri
    ? await readPostgres(databaseUri, pattern)
    : await readSqlite(sqliteFile, pattern)
  const rowsByEmail = new Map()
  for (const row of [...stored.enquiries, ...stored.applications]) {
    rowsByEmail.set(row.email, [...(rowsByEmail.get(row.email) ?? []), row])
  }
  const problems = []
  let lost = 0
  let duplicates = 0
  let wrongContent = 0
  let storedBeforeCut = 0
  for (const s of submissions) {
    const rows = rowsByEmail.get(s.fields.email) ?? []
    if (rows.length > 1) {
      duplicates += rows.length - 1
      problems.push(`${s.key}: stored ${rows.length} times`)
    }
    if (rows.length === 0) {
      if (s.answered) {
        lost += 1
        problems.push(`${s.key}: answered ${s.answeredStatus} but not stored`)
      }
      continue
    }
    const row = rows[0]
    // Stored before a kill cut its request off: its retry must have found this row, not added one.
    if (s.firstCutAt && new Date(row.created_at).getTime() < s.firstCutAt) storedBeforeCut += 1
    const same =
      row.client_id === s.fields.clientId &&
      row.last_name === s.fields.lastName &&
      (s.kind === 'enquiry' ? row.message === s.fields.message : row.sha256 === s.resumeSha)
    if (!same) {
      wrongContent += 1
      problems.push(`${s.key}: stored row differs from what was sent`)
    }
  }

  // Every stored resume, ours or not, must be on disk with the bytes its checksum names.
  const resumeDir = path.join(dataDir, 'resumes')
  let checksumMismatches = 0
  for (const r of stored.resumes) {
    const file = path.join(resumeDir, String(r.filename))
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : null
    if (!bytes || sha256(bytes) !== r.sha256) {
      checksumMismatches += 1
      problems.push(
        `resume ${r.id} (${r.filename}): ${bytes ? 'checksum mismatch' : 'file missing'}`,
      )
    }
  }
  const referenced = new Set(stored.referenced)
  const known = new Set(stored.resumes.map((r) => String(r.filename)))
  const files = fs.existsSync(resumeDir) ? fs.readdirSync(resumeDir) : []
  return {
    stored: stored.enquiries.length + stored.applications.length,
    storedEnquiries: stored.enquiries.length,
    storedApplications: stored.applications.length,
    duplicates,
    lost,
    wrongContent,
    storedBeforeCut,
    resumesChecked: stored.resumes.length,
    checksumMismatches,
    // Left by a kill between storing the resume and storing its application: the retry stores
    // both again. Not a lost or doubled lead; counted so the leftovers are visible.
    orphanResumeRows: stored.resumes.filter((r) => !referenced.has(Number(r.id))).length,
    orphanResumeFiles: files.filter((f) => !known.has(f)).length,
    integrity: stored.integrity,
    foreignKeyErrors: stored.foreignKeyErrors,
    problems,
  }
}
