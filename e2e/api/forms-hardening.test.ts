import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base, call, clientId, postJson, validEnquiry } from './client'
import { openSmtpSink, type SentMail, smtpPort } from './smtp-sink'
import { staffFind, staffToken } from './staff'

/**
 * The public POST endpoints' defences, over real HTTP against the server under test: origin,
 * content type and size, rate limits per client address, the honeypot and the signed form
 * token, the resume's bytes, and (with an SMTP sink) the firm's notification.
 *
 * Rate limits are per client address, and the server takes that address from the socket, not
 * from any header. So each test that counts against a limit connects from an address of its
 * own: Linux routes all of 127.0.0.0/8 to the loopback, and a client may bind to any of them.
 */

type Answer = {
  message: string
  errors?: Record<string, string>
  data?: { _id: string; reference?: string }
}

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Answer
}

const target = new URL(base)

/** A loopback address no other test (or earlier run within the limit window) has used. */
function freshAddress() {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return `127.${byte()}.${byte()}.${byte()}`
}

/**
 * One request from a chosen local address. `body` may be a Buffer or, to send a chunked
 * body with no Content-Length, an array of chunks.
 */
function rawPost(
  path: string,
  {
    from,
    headers = {},
    body = Buffer.alloc(0),
  }: { from?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body)
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        localAddress: from,
        headers: chunked
          ? { ...headers, 'transfer-encoding': 'chunked' }
          : { ...headers, 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: Answer
          try {
            parsed = JSON.parse(text) as Answer
          } catch {
            parsed = { message: text }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed })
        })
      },
    )
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    if (chunked) {
      for (const chunk of body) req.write(chunk)
      req.end()
    } else req.end(body)
  })
}

function jsonPost(
  path: string,
  data: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
) {
  return rawPost(path, {
    from: options.from,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: Buffer.from(JSON.stringify(data)),
  })
}

/** A multipart body and its content type, as a browser would send the careers form. */
async function multipart(form: FormData) {
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form })
  return {
    contentType: request.headers.get('content-type')!,
    body: Buffer.from(await request.arrayBuffer()),
  }
}

const pdfBytes = () =>
  Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n')

function applicationForm(
  resume: Buffer | null,
  name = 'cv.pdf',
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  const fields = {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@example.com',
    phone: '0501234567',
    designation: 'Property Consultant',
    ...extra,
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (resume) form.append('resume', new Blob([new Uint8Array(resume)]), name)
  return form
}

async function postApplication(
  form: FormData,
  options: { from?: string; headers?: Record<string, string> } = {},
) {
  const { contentType, body } = await multipart(form)
  return rawPost('/api/v1/careers', {
    from: options.from,
    headers: { 'content-type': contentType, ...options.headers },
    body,
  })
}

async function formToken(): Promise<string> {
  const answer = await call<{ data: { token: string; expiresIn: number } }>('/api/v1/form-token')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toContain('no-store')
  return answer.body.data.token
}

/** Waits until a token is old enough to pass (the server refuses tokens under 3 s old). */
const ageTokens = () => new Promise((r) => setTimeout(r, 3_300))

const complaint = {
  ...validEnquiry,
  message: 'The agent did not attend the viewing we had booked.',
}

describe('origin, content type and size (checked before the body is read)', () => {
  it.each(['/api/v1/contacts', '/api/v1/complaints', '/api/v1/careers'])(
    '%s refuses a foreign Origin with 403',
    async (path) => {
      for (const origin of ['https://evil.example', 'null']) {
        const answer = await postJson<Answer>(path, validEnquiry, { origin })
        expect(answer.status, origin).toBe(403)
        expect(answer.body.message).toBeTruthy()
      }
    },
  )

  it('accepts the site’s own origin and a request with no Origin', async () => {
    const same = await postJson<Answer>(
      '/api/v1/contacts',
      { ...validEnquiry, firstName: '' },
      { origin: target.origin },
    )
    expect(same.status).toBe(400)
    const none = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, firstName: '' })
    expect(none.status).toBe(400)
  })

  it('answers 415 for the wrong content type on each endpoint', async () => {
    for (const path of ['/api/v1/contacts', '/api/v1/complaints']) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const answer = await rawPost(path, {
          headers: { 'content-type': type },
          body: Buffer.from('firstName=Aisha'),
        })
        expect(answer.status, `${path} ${type}`).toBe(415)
      }
    }
    const json = await jsonPost('/api/v1/careers', { firstName: 'Omar' })
    expect(json.status).toBe(415)
  })

  it('answers 413 for JSON over 32 KB, declared or chunked', async () => {
    const big = Buffer.from(JSON.stringify({ ...validEnquiry, message: 'x'.repeat(33 * 1024) }))
    for (const path of ['/api/v1/contacts', '/api/v1/complaints']) {
      const declared = await rawPost(path, {
        headers: { 'content-type': 'application/json' },
        body: big,
      })
      expect(declared.status, path).toBe(413)
      const chunks = Array.from({ length: 40 }, () => Buffer.alloc(1024, 0x20))
      const streamed = await rawPost(path, {
        headers: { 'content-type': 'application/json' },
        body: chunks,
      })
      expect(streamed.status, `${path} chunked`).toBe(413)
    }
  })

  it('answers 413 for multipart over 6 MB, declared or chunked', async () => {
    const { contentType, body } = await multipart(
      applicationForm(Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024 + 100, 32)])),
    )
    const declared = await rawPost('/api/v1/careers', {
      headers: { 'content-type': contentType },
      body,
    })
    expect(declared.status).toBe(413)
    const chunks: Buffer[] = []
    for (let i = 0; i < body.length; i += 256 * 1024) chunks.push(body.subarray(i, i + 256 * 1024))
    const streamed = await rawPost('/api/v1/careers', {
      headers: { 'content-type': contentType },
      body: chunks,
    })
    expect(streamed.status).toBe(413)
  })
})

describe('rate limits per client address', () => {
  /** Posts invalid (never stored) enquiries until refused; returns how many were let through. */
  async function exhaust(
    path: string,
    from: string,
    headers: (i: number) => Record<string, string>,
  ) {
    const first = await jsonPost(path, {}, { from, headers: headers(0) })
    expect(first.status).toBe(400)
    const limit = Number(first.headers['ratelimit-limit'])
    expect(limit).toBeGreaterThan(0)
    let accepted = 1
    for (let i = 1; i <= limit; i++) {
      const answer = await jsonPost(path, {}, { from, headers: headers(i) })
      if (answer.status === 429) return { limit, accepted, refused: answer }
      expect(answer.status).toBe(400)
      accepted++
    }
    throw new Error(`no 429 after ${accepted} requests (limit ${limit})`)
  }

  it(
    'answers 429 with Retry-After once a client is over its limit, whatever X-Forwarded-For says',
    { timeout: 180_000 },
    async () => {
      const from = freshAddress()
      // A client forging a new X-Forwarded-For (and our private peer header) on every request
      // still counts as one client: the address comes from the socket.
      const forged = (i: number) => ({
        'x-form-token': 'present-but-not-valid',
        'x-forwarded-for': `198.51.100.${i % 250}`,
        'x-real-ip': `203.0.113.${i % 250}`,
        'x-ck-peer': `forged|192.0.2.${i % 250}`,
      })
      const { limit, accepted, refused } = await exhaust('/api/v1/contacts', from, forged)
      expect(accepted).toBe(limit)
      expect(refused.body.message).toBe('Too many submissions. Please try again later.')
      const retryAfter = Number(refused.headers['retry-after'])
      expect(Number.isInteger(retryAfter)).toBe(true)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(600)

      // A valid submission from the limited client is refused too, and nothing is stored.
      const id = clientId('limited')
      const blocked = await jsonPost(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: id },
        { from },
      )
      expect(blocked.status).toBe(429)
      expect(await staffFind('enquiries', 'clientId', id)).toHaveLength(0)

      // Another address, and another endpoint from the same address, are not affected.
      expect((await jsonPost('/api/v1/contacts', {}, { from: freshAddress() })).status).toBe(400)
      expect((await jsonPost('/api/v1/complaints', {}, { from })).status).toBe(400)
    },
  )

  it('gives posts without a form token less room', { timeout: 180_000 }, async () => {
    const withToken = await jsonPost(
      '/api/v1/complaints',
      {},
      { from: freshAddress(), headers: { 'x-form-token': 'x' } },
    )
    const { limit } = await exhaust('/api/v1/complaints', freshAddress(), () => ({}))
    expect(limit).toBeLessThan(Number(withToken.headers['ratelimit-limit']))
  })

  it('limits the careers endpoint before reading the upload', { timeout: 180_000 }, async () => {
    const from = freshAddress()
    const first = await postApplication(applicationForm(null), { from })
    const limit = Number(first.headers['ratelimit-limit'])
    for (let i = 1; i < limit; i++)
      expect((await postApplication(applicationForm(null), { from })).status).toBe(400)
    const refused = await postApplication(applicationForm(pdfBytes()), { from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('spam is answered like a success but not stored', () => {
  it('drops an enquiry, a complaint and an application whose honeypot is filled', async () => {
    const ids = {
      enquiry: clientId('hp-enq'),
      complaint: clientId('hp-cmp'),
      application: clientId('hp-app'),
    }
    const enquiry = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      website: 'http://cheap-seo.example',
      clientId: ids.enquiry,
    })
    expect(enquiry.status).toBe(201)
    expect(enquiry.body.message).toBe('Contact created successfully')
    expect(enquiry.body.data!._id).toMatch(/^[a-f0-9]{24}$/)

    const filed = await postJson<Answer>('/api/v1/complaints', {
      ...complaint,
      website: 'x',
      clientId: ids.complaint,
    })
    expect(filed.status).toBe(201)
    expect(filed.body.message).toBe('Complaint submitted successfully')
    expect(filed.body.data!.reference).toMatch(/^CMP-\d{6}$/)

    const applied = await postApplication(
      applicationForm(pdfBytes(), 'cv.pdf', { website: 'x', clientId: ids.application }),
    )
    expect(applied.status).toBe(201)
    expect(applied.body.message).toBe('Application sent successfully')

    expect(await staffFind('enquiries', 'clientId', ids.enquiry)).toHaveLength(0)
    expect(await staffFind('complaints', 'clientId', ids.complaint)).toHaveLength(0)
    expect(await staffFind('applications', 'clientId', ids.application)).toHaveLength(0)
  })

  it('stores a post whose honeypot is present but empty (what the real form sends)', async () => {
    const id = clientId('hp-empty')
    const answer = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      website: '',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    expect(await staffFind('enquiries', 'clientId', id)).toHaveLength(1)
  })

  it(
    'checks the form token: too fast, forged and replayed are dropped; a good one is stored once',
    { timeout: 60_000 },
    async () => {
      const fast = await formToken()
      const good = await formToken()
      const spared = await formToken()
      const ids = {
        fast: clientId('tok-fast'),
        forged: clientId('tok-forged'),
        good: clientId('tok-good'),
        replay: clientId('tok-replay'),
      }

      // Submitted at once: no person fills a form in under 3 seconds.
      const tooFast = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: ids.fast },
        { 'x-form-token': fast },
      )
      expect(tooFast.status).toBe(201)
      expect(tooFast.body.message).toBe('Contact created successfully')

      await ageTokens()

      const [issued, nonce, signature] = good.split('.')
      const backdated = `${(parseInt(issued!, 36) - 60_000).toString(36)}.${nonce}.${signature}`
      const forged = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: ids.forged },
        { 'x-form-token': backdated },
      )
      expect(forged.status).toBe(201)

      // A field error does not spend the token: the visitor fixes it and sends again.
      const invalid = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, phone: '12' },
        { 'x-form-token': good },
      )
      expect(invalid.status).toBe(400)
      const stored = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: ids.good },
        { 'x-form-token': good },
      )
      expect(stored.status).toBe(201)

      // The same submission retried (its answer was lost) gets the same row back...
      const retried = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: ids.good },
        { 'x-form-token': good },
      )
      expect(retried.status).toBe(201)
      expect(retried.body.data!._id).toBe(stored.body.data!._id)
      // ...but another submission replaying the token is dropped.
      const replayed = await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: ids.replay },
        { 'x-form-token': good },
      )
      expect(replayed.status).toBe(201)

      // A token is good across endpoints once, not once per endpoint.
      const complaintId = clientId('tok-cmp')
      const cmp = await postJson<Answer>(
        '/api/v1/complaints',
        { ...complaint, clientId: complaintId },
        { 'x-form-token': spared },
      )
      expect(cmp.status).toBe(201)
      const crossReplay = clientId('tok-cross')
      await postJson<Answer>(
        '/api/v1/contacts',
        { ...validEnquiry, clientId: crossReplay },
        { 'x-form-token': spared },
      )

      expect(await staffFind('enquiries', 'clientId', ids.fast)).toHaveLength(0)
      expect(await staffFind('enquiries', 'clientId', ids.forged)).toHaveLength(0)
      expect(await staffFind('enquiries', 'clientId', ids.good)).toHaveLength(1)
      expect(await staffFind('enquiries', 'clientId', ids.replay)).toHaveLength(0)
      expect(await staffFind('complaints', 'clientId', complaintId)).toHaveLength(1)
      expect(await staffFind('enquiries', 'clientId', crossReplay)).toHaveLength(0)
    },
  )

  it('lets a bot learn nothing: a dropped post is answered like a stored one on every lead endpoint', async () => {
    /** The answer's structure: its keys, and each value's kind, all the way down. */
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort().map(([k, v]) => [k, shape(v)]))
        : typeof value
    /** An id made the way stored rows' ids are: 24 hex, its first 8 the time (seconds). */
    const expectRowLikeId = (id: string) => {
      expect(id).toMatch(/^[a-f0-9]{24}$/)
      expect(Math.abs(parseInt(id.slice(0, 8), 16) - Date.now() / 1000)).toBeLessThan(600)
    }
    const projects = await call<{ data: { docs: { slug: string; hasBrochure: boolean }[] } }>(
      '/api/v1/projects?limit=50',
    )
    const project = projects.body.data.docs.find((p) => p.hasBrochure)!
    const posts: Record<string, (website: string) => Promise<{ status: number; body: unknown }>> = {
      contacts: (website) =>
        postJson('/api/v1/contacts', { ...validEnquiry, website, clientId: clientId('same-enq') }),
      complaints: (website) =>
        postJson('/api/v1/complaints', { ...complaint, website, clientId: clientId('same-cmp') }),
      careers: (website) =>
        postApplication(
          applicationForm(pdfBytes(), 'cv.pdf', { website, clientId: clientId('same-app') }),
        ),
      interest: (website) =>
        postJson(`/api/v1/projects/${project.slug}/interest`, {
          ...validEnquiry,
          website,
          clientId: clientId('same-int'),
        }),
    }
    for (const [endpoint, post] of Object.entries(posts)) {
      const stored = await post('')
      const dropped = await post('http://cheap-seo.example')
      expect(dropped.status, endpoint).toBe(stored.status)
      expect(shape(dropped.body), endpoint).toEqual(shape(stored.body))
      const storedData = (stored.body as Answer).data as Record<string, unknown>
      const droppedData = (dropped.body as Answer).data as Record<string, unknown>
      expect((dropped.body as Answer).message).toBe((stored.body as Answer).message)
      expectRowLikeId(storedData._id as string)
      expectRowLikeId(droppedData._id as string)

      if (endpoint === 'complaints') {
        // References are row numbers: a dropped one takes one of the next, and they climb.
        const number = (data: Record<string, unknown>) => Number(String(data.reference).slice(4))
        expect(droppedData.reference).toMatch(/^CMP-\d{6}$/)
        expect(number(droppedData)).toBeGreaterThan(number(storedData))
        expect(number(droppedData)).toBeLessThanOrEqual(number(storedData) + 5)
        const again = (await post('x')).body as Answer
        expect(number(again.data as Record<string, unknown>)).toBeGreaterThan(number(droppedData))
      }
      if (endpoint === 'interest') {
        expect(droppedData.brochure).toBe(true)
        expect(storedData.brochure).toBe(true)
        // Even following the brochure link tells them apart in nothing.
        for (const data of [storedData, droppedData]) {
          const url = new URL(data.brochureUrl as string)
          const pdf = await call(url.pathname + url.search)
          expect(pdf.status).toBe(200)
          expect(pdf.headers.get('content-type')).toBe('application/pdf')
        }
      }
    }
  })

  it('answers a made-up token like a success and stores nothing', async () => {
    const id = clientId('tok-junk')
    const answer = await postJson<Answer>(
      '/api/v1/complaints',
      { ...complaint, clientId: id },
      { 'x-form-token': 'abc.def.ghi' },
    )
    expect(answer.status).toBe(201)
    expect(answer.body.data!.reference).toMatch(/^CMP-\d{6}$/)
    expect(await staffFind('complaints', 'clientId', id)).toHaveLength(0)
  })
})

/** A minimal .docx: a zip whose first entry is word/document.xml (what sniffResume looks for). */
function docxBytes() {
  const name = Buffer.from('word/document.xml')
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name, Buffer.from('<w:document/>')])
}

/** A minimal .doc: an OLE compound file whose directory names a WordDocument stream. */
function docBytes() {
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return Buffer.concat([
    ole,
    Buffer.alloc(504),
    Buffer.from('Root Entry', 'utf16le'),
    Buffer.alloc(54),
    Buffer.from('WordDocument', 'utf16le'),
  ])
}

describe('the resume is judged by its bytes', () => {
  it.each([
    [
      'an executable named .pdf',
      Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode'),
      'cv.pdf',
    ],
    [
      'a PNG named .pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'cv.pdf',
    ],
    [
      'a zip that is not a Word file, named .docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]),
      'cv.docx',
    ],
    [
      'an OLE file that is not a Word file, named .doc',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.from('Workbook', 'utf16le'),
      ]),
      'cv.doc',
    ],
    ['HTML named .docx', Buffer.from('<html><script>alert(1)</script></html>'), 'cv.docx'],
  ])('refuses %s', async (_label, bytes, name) => {
    const answer = await postApplication(applicationForm(bytes, name))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Resume must be a PDF or Word document')
    expect(answer.body.errors!.resume).toBe('Resume must be a PDF or Word document')
  })

  it.each([
    ['pdf', pdfBytes(), 'Omar CV.pdf'],
    ['docx', docxBytes(), 'cv.docx'],
    ['doc', docBytes(), 'cv.doc'],
    ['pdf', pdfBytes(), 'resume-without-extension'],
  ])(
    'stores a real %s under a random name, downloadable by staff only as an attachment',
    async (kind, bytes, name) => {
      const id = clientId(`cv-${kind}`)
      const answer = await postApplication(applicationForm(bytes, name, { clientId: id }))
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      const [row] = await staffFind('applications', 'clientId', id)
      const resume = row!.resume as { filename: string }
      expect(resume.filename).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${kind}$`))

      const url = `${base}/cms-api/resumes/file/${resume.filename}`
      const anonymous = await fetch(url)
      expect([401, 403]).toContain(anonymous.status)
      const staff = await fetch(url, { headers: { Authorization: `JWT ${await staffToken()}` } })
      expect(staff.status).toBe(200)
      expect(staff.headers.get('content-disposition')).toMatch(/^attachment/)
      expect(staff.headers.get('x-content-type-options')).toBe('nosniff')
      expect(Buffer.from(await staff.arrayBuffer()).equals(bytes)).toBe(true)
    },
  )
})

describe.skipIf(!smtpPort)('new leads are stored, then e-mailed to the firm', () => {
  let inbox: SentMail[] = []
  let sink: Awaited<ReturnType<typeof openSmtpSink>> | null = null

  beforeAll(async () => {
    sink = await openSmtpSink()
    inbox = sink.inbox
  })

  afterAll(async () => {
    await sink?.close()
  })

  /** Waits for the outbox row the site wrote after answering (field equals value, and `ok`). */
  async function outboxRow(
    field: string,
    value: string,
    ok: (row: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>> {
    for (let i = 0; i < 100; i++) {
      const found = (await staffFind('outbox', field, value)).find(ok)
      if (found) return found
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`no outbox row with ${field} = ${value}`)
  }

  /** Waits for the mail whose text includes `marker` (sent after the answer, so it may lag). */
  async function mailWith(marker: string): Promise<SentMail> {
    for (let i = 0; i < 100; i++) {
      const found = inbox.find((m) => m.raw.includes(marker))
      if (found) return found
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`no mail containing ${marker} (inbox has ${inbox.length})`)
  }

  it('e-mails a stored enquiry with its message and an admin link', async () => {
    const id = clientId('mail-enq')
    const marker = `Marker ${id}`
    const answer = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      message: `Please call me back. ${marker}`,
      clientId: id,
    })
    expect(answer.status).toBe(201)
    const [row] = await staffFind('enquiries', 'clientId', id)
    expect(row).toMatchObject({ status: 'new', firstName: 'Aisha' })

    const mail = await mailWith(marker)
    expect(mail.to.length).toBe(1)
    expect(mail.raw).toMatch(/^Subject: New enquiry from Aisha Rahman/m)
    expect(mail.raw).toMatch(/^Reply-To: aisha\.rahman@example\.com/m)
    expect(mail.raw).toContain(`/admin/collections/enquiries/${row!.id}`)
  })

  it('e-mails a complaint with its reference and an application with a staff-only resume link', async () => {
    const cmpId = clientId('mail-cmp')
    const filed = await postJson<Answer>('/api/v1/complaints', { ...complaint, clientId: cmpId })
    const reference = filed.body.data!.reference!
    const cmpMail = await mailWith(`Reference: ${reference}`)
    expect(cmpMail.raw).toContain(`New complaint ${reference}`)

    const appId = clientId('mail-app')
    const applied = await postApplication(
      applicationForm(pdfBytes(), 'cv.pdf', {
        clientId: appId,
        designation: `Leasing Consultant ${appId}`,
      }),
    )
    expect(applied.status).toBe(201)
    const [row] = await staffFind('applications', 'clientId', appId)
    const mail = await mailWith(appId)
    expect(mail.raw).toContain(
      `/cms-api/resumes/file/${(row!.resume as { filename: string }).filename}`,
    )
  })

  it('sends nothing for a retry or for spam', async () => {
    const id = clientId('mail-once')
    await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      message: `Only once please ${id}`,
      clientId: id,
    })
    await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      message: `Only once please ${id}`,
      clientId: id,
    })
    const spamId = clientId('mail-spam')
    await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      message: `Spam here ${spamId}`,
      website: 'x',
      clientId: spamId,
    })
    await mailWith(id)
    // A later lead's mail arriving shows the earlier ones had their chance to arrive.
    const later = clientId('mail-later')
    await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      message: `Later one ${later}`,
      clientId: later,
    })
    await mailWith(later)
    expect(inbox.filter((m) => m.raw.includes(id))).toHaveLength(1)
    expect(inbox.some((m) => m.raw.includes(spamId))).toBe(false)
  })

  it('e-mails the firm a project interest, and the visitor a brochure link that works', async () => {
    const projects = await call<{
      data: { docs: { slug: string; name: string; hasBrochure: boolean }[] }
    }>('/api/v1/projects?limit=50')
    const project = projects.body.data.docs.find((p) => p.hasBrochure)
    expect(project, 'a project with a brochure').toBeDefined()
    const id = clientId('mail-interest')
    const email = `buyer.${id.toLowerCase()}@example.com`
    const answer = await postJson<{ data: { brochure: boolean; brochureUrl: string } }>(
      `/api/v1/projects/${project!.slug}/interest`,
      { ...validEnquiry, email, message: `Marker ${id}`, clientId: id },
    )
    expect(answer.status).toBe(201)
    expect(answer.body.data.brochure).toBe(true)

    const firm = await mailWith(`Marker ${id}`)
    expect(firm.raw).toMatch(
      new RegExp(`^Subject: New interest in ${project!.name} from Aisha Rahman`, 'm'),
    )
    expect(firm.raw).toContain('Unit type: Any')

    // By recipient: the firm's mail names the visitor too, in its Reply-To header.
    let mail = inbox.find((m) => m.to.includes(email))
    for (let i = 0; !mail && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100))
      mail = inbox.find((m) => m.to.includes(email))
    }
    if (!mail) throw new Error(`no mail to ${email} (inbox has ${inbox.length})`)
    expect(mail.to).toEqual([email])
    expect(mail.raw).toMatch(new RegExp(`^Subject: Your ${project!.name} brochure`, 'm'))
    const link = /(https?:\/\/\S+\/brochure\?\S+)/.exec(mail.raw)![1]!
    const url = new URL(link)
    const pdf = await call(url.pathname + url.search)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    expect(pdf.text.startsWith('%PDF-')).toBe(true)

    // The link is tied to its lead and project: changed, it opens nothing.
    const forged = new URL(link)
    forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + 1))
    expect((await call(forged.pathname + forged.search)).status).toBe(403)

    // The link on the confirmation is the one in the mail.
    expect(mail.raw).toContain(answer.body.data.brochureUrl)

    // Both mails are in the outbox too, marked as sent by SMTP.
    const brochureMail = await outboxRow('to', email, (row) => row.kind === 'brochure' && row.delivery !== 'recorded')
    expect(brochureMail).toMatchObject({ delivery: 'sent', subject: `Your ${project!.name} brochure` })
    expect(brochureMail.text).toContain(link)
    const notice = await outboxRow('replyTo', email, (row) => row.kind === 'lead' && row.delivery !== 'recorded')
    // To the firm's inbox, and to the project's broker when it has one (issue 38).
    expect(notice).toMatchObject({ delivery: 'sent', to: expect.stringContaining('leads@crescentkey.test') })

    // Staff see that the brochure went out.
    for (let i = 0; i < 50; i++) {
      const [row] = await staffFind('interests', 'clientId', id)
      if (row?.brochureSentAt) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('the lead was never marked as sent its brochure')
  })

  it('sends no brochure mail for a project without one', async () => {
    const projects = await call<{ data: { docs: { slug: string; hasBrochure: boolean }[] } }>(
      '/api/v1/projects?limit=50',
    )
    const project = projects.body.data.docs.find((p) => !p.hasBrochure)
    expect(project, 'a project without a brochure').toBeDefined()
    const id = clientId('mail-nobrochure')
    const email = `buyer.${id.toLowerCase()}@example.com`
    const answer = await postJson<{ data: { brochure: boolean } }>(
      `/api/v1/projects/${project!.slug}/interest`,
      {
        ...validEnquiry,
        email,
        message: `Marker ${id}`,
        clientId: id,
      },
    )
    expect(answer.body.data.brochure).toBe(false)
    await mailWith(`Marker ${id}`)
    expect(inbox.some((m) => m.to.includes(email) && /brochure/.test(m.raw))).toBe(false)
  })

  it('still answers 201 and stores the lead when the mail server is down', async () => {
    await sink!.close()
    sink = null
    const id = clientId('mail-down')
    const email = `down.${id.toLowerCase()}@example.com`
    const answer = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      email,
      clientId: id,
    })
    expect(answer.status).toBe(201)
    expect(await staffFind('enquiries', 'clientId', id)).toHaveLength(1)
    // The notice stays readable in the outbox, which says why it was not sent.
    const notice = await outboxRow('replyTo', email, (row) => row.delivery === 'failed')
    expect(notice.kind).toBe('lead')
    expect(String(notice.error)).toMatch(/\S/)
  })
})
