// The submissions the durability run sends, built the way the site's forms send them
// (components/forms/use-lead-submit.ts): a client id per submission, kept for its retries,
// and a form token from GET /api/v1/form-token, used once it is old enough to pass as human.
import { createHash } from 'node:crypto'
import { sleep } from './server-process.mjs'

/** lib/server/spam.ts MIN_AGE_MS (3 s), plus a margin: a younger token is silently dropped. */
const TOKEN_MIN_AGE_MS = 3_300

/** A small, valid one-page PDF whose text (and so whose bytes) is unique to the submission. */
export function resumePdf(text) {
  const content = `BT /F1 14 Tf 72 720 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1')
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

/**
 * One submission: an enquiry or a job application, marked by a unique e-mail address so the
 * database can be searched for it whatever the client id did.
 */
export function newSubmission(runId, n) {
  const key = `${runId}-${n}`
  const common = {
    firstName: 'Durable',
    lastName: `Lead ${n}`,
    email: `lead-${key}@example.com`,
    clientId: `dur-${key}`,
  }
  if (n % 2 === 0) {
    return {
      kind: 'enquiry',
      key,
      fields: {
        ...common,
        phone: '+971 050-123-4567',
        message: `Durability check ${key}: please call me back about a viewing.`,
        page: '/contact',
      },
    }
  }
  const resume = resumePdf(`Curriculum vitae ${key} - ${new Date().toISOString()}`)
  return {
    kind: 'application',
    key,
    fields: { ...common, phone: '0501234567', designation: 'Property Consultant' },
    resume,
    resumeSha: sha256(resume),
  }
}

/** Sends a submission once; resolves to the HTTP status, or null when no answer came. */
export async function send(base, submission, token) {
  const headers = { 'x-form-token': token }
  let init
  if (submission.kind === 'enquiry') {
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...submission.fields, website: '' }),
    }
  } else {
    const form = new FormData()
    for (const [name, value] of Object.entries(submission.fields)) form.set(name, value)
    form.set('website', '')
    form.set('resume', new Blob([submission.resume], { type: 'application/pdf' }), 'cv.pdf')
    init = { method: 'POST', headers, body: form }
  }
  const path = submission.kind === 'enquiry' ? '/api/v1/contacts' : '/api/v1/careers'
  try {
    const res = await fetch(base() + path, { ...init, signal: AbortSignal.timeout(30_000) })
    const body = await res.text()
    return { status: res.status, body }
  } catch {
    return null
  }
}

/**
 * Form tokens fetched ahead, so the stream does not pause 3 s per submission. A token fetched
 * before a kill stays valid after the restart: its key derives from the secret in DATA_DIR.
 */
export class TokenPool {
  constructor(base, size = 40) {
    this.base = base
    this.size = size
    this.tokens = []
    this.running = true
    this.fetched = 0
    void this.refill()
  }

  async refill() {
    while (this.running) {
      if (this.tokens.length >= this.size) {
        await sleep(100)
        continue
      }
      try {
        const res = await fetch(`${this.base()}/api/v1/form-token`, {
          signal: AbortSignal.timeout(10_000),
        })
        const { data } = await res.json()
        // Aged from when the answer arrived: later than the server's issue time, so never too young.
        this.tokens.push({ token: data.token, usableAt: Date.now() + TOKEN_MIN_AGE_MS })
        this.fetched += 1
      } catch {
        await sleep(200) // the server is down or restarting
      }
    }
  }

  async take() {
    for (;;) {
      const next = this.tokens[0]
      if (next && next.usableAt <= Date.now()) return this.tokens.shift().token
      await sleep(next ? next.usableAt - Date.now() : 100)
    }
  }

  stop() {
    this.running = false
  }
}
