import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Project } from '@/lib/api/types'
import { startServer } from '../../scripts/test/server.mjs'
import { staffToken } from '../../scripts/test/staff.mjs'
import { base as mainBase, clientId, validEnquiry } from './client'

/*
 * The site as `npm install && npm start` runs it: no SMTP configured. The suite's own server
 * has an SMTP sink, so this file starts a second production server of the same build, without
 * any SMTP setting, on a copy of the seeded data, and checks that every mail the site sends is
 * in the outbox staff read, logged, and that the visitor gets their brochure anyway.
 */

const dataDir = process.env.TEST_DATA_DIR
const databaseUri = process.env.TEST_DATABASE_URI
const port = Number(new URL(mainBase).port) + 500

let server: { base: string; stop: () => void } | null = null
let copy = ''
let logFile = ''
let token = ''

/** The data folder's copy: the database by SQLite's backup API (the suite's server has it open). */
async function copyData(source: string): Promise<string> {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'crescent-no-smtp-'))
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name.startsWith('site.db') || entry.name.startsWith('run-')) continue
    const from = path.join(source, entry.name)
    // Uploads are only read here: the same folders serve, unchanged.
    if (entry.isDirectory()) fs.symlinkSync(from, path.join(target, entry.name))
    else fs.copyFileSync(from, path.join(target, entry.name))
  }
  if (!databaseUri) {
    const db = new DatabaseSync(path.join(source, 'site.db'), { readOnly: true })
    try {
      await backup(db, path.join(target, 'site.db'))
    } finally {
      db.close()
    }
  }
  return target
}

async function api<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(server!.base + url, init)
  return { status: res.status, body: (await res.json()) as T }
}

async function outbox(field: string, value: string): Promise<Record<string, unknown>[]> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&sort=createdAt`
  return (
    await api<{ docs: Record<string, unknown>[] }>(`/cms-api/outbox?${query}`, {
      headers: { Authorization: `JWT ${token}` },
    })
  ).body.docs
}

/** Mail is written once the visitor has been answered: waits for it. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`never saw ${what}`)
}

describe.skipIf(!dataDir)('a default install, with no mail server', () => {
  beforeAll(async () => {
    copy = await copyData(dataDir!)
    logFile = path.join(copy, 'server.log')
    const log = fs.openSync(logFile, 'w')
    const base = `http://127.0.0.1:${port}`
    server = await startServer({
      port,
      log,
      env: {
        DATA_DIR: copy,
        SITE_URL: base,
        TEST_FAULTS: '1',
        RATE_LIMIT_MAX: '500',
        SMTP_HOST: '',
        LEADS_NOTIFY_TO: '',
        ...(databaseUri ? { DATABASE_URI: databaseUri } : {}),
      },
    })
    token = await staffToken(base)
  }, 180_000)

  afterAll(() => {
    server?.stop()
    if (copy) fs.rmSync(copy, { recursive: true, force: true })
  })

  it('gives the brochure on the answer, records its mail in the outbox and marks the lead', async () => {
    const list = await api<{ data: Paginated<Project> }>('/api/v1/projects?limit=50')
    const project = list.body.data.docs.find((p) => p.hasBrochure)!
    expect(project, 'a project with a brochure').toBeDefined()
    const id = clientId('nosmtp-interest')
    const email = `buyer.${id.toLowerCase()}@example.com`
    const answer = await api<{ data: { _id: string; brochure: boolean; brochureUrl: string } }>(
      `/api/v1/projects/${project.slug}/interest`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, email, clientId: id }),
      },
    )
    expect(answer.status).toBe(201)
    expect(answer.body.data.brochure).toBe(true)

    // The link on the answer opens the brochure.
    const link = new URL(answer.body.data.brochureUrl)
    const pdf = await fetch(server!.base + link.pathname + link.search)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    // The visitor's mail, in the outbox: kept there, not sent, with the same link.
    const [mail] = await eventually(async () => {
      const rows = await outbox('to', email)
      return rows.length ? rows : undefined
    }, `the brochure mail to ${email}`)
    expect(mail).toMatchObject({
      kind: 'brochure',
      delivery: 'recorded',
      subject: `Your ${project.name} brochure`,
    })
    expect(mail!.text).toContain(answer.body.data.brochureUrl)

    // The firm's notice too, addressed to its public address as nothing else is set (and to the
    // project's broker, who answers it).
    const [notice] = await eventually(async () => {
      const rows = await outbox('replyTo', email)
      return rows.length ? rows : undefined
    }, 'the firm’s notice')
    expect(notice).toMatchObject({ kind: 'lead', delivery: 'recorded', to: expect.stringContaining('info@crescentkey.ae') })

    // Staff see when the brochure went.
    await eventually(async () => {
      const res = await api<{ docs: { brochureSentAt?: string }[] }>(
        `/cms-api/interests?where[clientId][equals]=${id}`,
        { headers: { Authorization: `JWT ${token}` } },
      )
      return res.body.docs[0]?.brochureSentAt || undefined
    }, 'brochureSentAt on the lead')

    // And the log has one line per message.
    const logged = fs.readFileSync(logFile, 'utf8')
    expect(logged).toContain(
      `[mail] recorded kind=brochure to=${email} subject="Your ${project.name} brochure"`,
    )
    expect(logged).toMatch(
      /\[mail\] recorded kind=lead to=(?:[^ ,]+, )?info@crescentkey\.ae subject="New interest in /,
    )
  })

  it('records the notice of an enquiry, the kind of lead the enquiry form brings', async () => {
    const id = clientId('nosmtp-enquiry')
    const email = `enquirer.${id.toLowerCase()}@example.com`
    const answer = await api('/api/v1/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validEnquiry, email, clientId: id }),
    })
    expect(answer.status).toBe(201)
    const [notice] = await eventually(async () => {
      const rows = await outbox('replyTo', email)
      return rows.length ? rows : undefined
    }, 'the enquiry notice')
    expect(notice).toMatchObject({
      kind: 'lead',
      delivery: 'recorded',
      subject: 'New enquiry from Aisha Rahman',
    })
    expect(notice!.text).toContain(validEnquiry.message)
  })

  it('keeps the outbox from the public', async () => {
    const res = await fetch(`${server!.base}/cms-api/outbox`)
    expect([401, 403]).toContain(res.status)
  })
})
