import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const sendEmail = vi.fn()
// The database side of Payload, in memory: what the outbox and the lead rows end up holding.
const rows: { collection: string; id: number; data: Record<string, unknown> }[] = []
const create = vi.fn(async ({ collection, data }: { collection: string; data: Record<string, unknown> }) => {
  const row = { collection, id: rows.length + 1, data: { ...data } }
  rows.push(row)
  return { id: row.id, ...row.data }
})
const update = vi.fn(
  async ({ collection, id, data }: { collection: string; id: number; data: Record<string, unknown> }) => {
    const row = rows.find((r) => r.collection === collection && r.id === id)
    if (row) Object.assign(row.data, data)
    else rows.push({ collection, id, data: { ...data } })
    return { id, ...data }
  },
)
vi.mock('./payload', () => ({ payloadClient: async () => ({ sendEmail, create, update }) }))
// `after` runs its callback once the answer has gone; here, at once, so the test can see it.
const pending: Promise<unknown>[] = []
vi.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => pending.push(task()) }))

const { composeBrochureMail, composeNotice, noticeAddressees, notifyFirm, sendBrochureLink } =
  await import('./notify')
const outbox = () => rows.filter((r) => r.collection === 'outbox').map((r) => r.data)

const lead = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.com',
  phone: '050 123 4567',
  message: 'Please call me about the villa.',
}

afterEach(() => {
  vi.unstubAllEnvs()
  sendEmail.mockReset()
  create.mockClear()
  update.mockClear()
  rows.length = 0
  pending.length = 0
})

describe('composeNotice', () => {
  it('writes an enquiry with its message, origin page and admin link', () => {
    const { subject, text } = composeNotice(
      { kind: 'enquiry', id: 7, lead: { ...lead, page: '/property/abc' } },
      'https://crescentkey.ae',
    )
    expect(subject).toBe('New enquiry from Aisha Rahman')
    expect(text).toContain('Please call me about the villa.')
    expect(text).toContain('Sent from: /property/abc')
    expect(text).toContain('https://crescentkey.ae/admin/collections/enquiries/7')
  })

  it('never lets a line break from the visitor into the subject', () => {
    const { subject } = composeNotice({
      kind: 'enquiry',
      id: 1,
      lead: { ...lead, firstName: 'Aisha\r\nBcc: victim@example.com' },
    })
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('gives a complaint its reference and an application its staff-only resume link', () => {
    const complaint = composeNotice(
      {
        kind: 'complaint',
        id: 12,
        reference: 'CMP-000012',
        lead: { ...lead, propertyReference: 'CK-S-1' },
      },
      'https://x.ae',
    )
    expect(complaint.subject).toBe('New complaint CMP-000012 from Aisha Rahman')
    expect(complaint.text).toContain('Property reference: CK-S-1')
    const application = composeNotice(
      {
        kind: 'application',
        id: 3,
        lead: { ...lead, phone: '0501234567', designation: 'Leasing Consultant' },
        resumeFile: 'f.pdf',
      },
      'https://x.ae',
    )
    expect(application.subject).toBe('New job application from Aisha Rahman: Leasing Consultant')
    expect(application.text).toContain('https://x.ae/cms-api/resumes/file/f.pdf')
  })
})

describe('a lead assigned to a broker', () => {
  const agent = { id: 3, name: 'Rami Haddad', email: 'rami.haddad@crescentkey.ae' }

  it('is addressed to the broker and the firm, once each', () => {
    const notice = { kind: 'enquiry' as const, id: 1, lead, agent }
    expect(noticeAddressees(notice, 'leads@crescentkey.ae')).toBe(
      'rami.haddad@crescentkey.ae, leads@crescentkey.ae',
    )
    expect(noticeAddressees(notice, 'Rami.Haddad@crescentkey.ae')).toBe('rami.haddad@crescentkey.ae')
    expect(noticeAddressees({ ...notice, agent: null }, 'leads@crescentkey.ae')).toBe(
      'leads@crescentkey.ae',
    )
    expect(
      noticeAddressees({ ...notice, agent: { ...agent, email: null } }, 'leads@crescentkey.ae'),
    ).toBe('leads@crescentkey.ae')
  })

  it('names the listing and whom it is assigned to', () => {
    const { subject, text } = composeNotice(
      { kind: 'enquiry', id: 7, lead, agent, listing: { reference: 'CK-S-1042', name: 'Marina villa' } },
      'https://crescentkey.ae',
    )
    expect(subject).toBe('New enquiry about CK-S-1042 from Aisha Rahman')
    expect(text).toContain('Listing: CK-S-1042, Marina villa')
    expect(text).toContain('Assigned to: Rami Haddad')
  })

  it('reaches the broker through the outbox with the firm', async () => {
    vi.stubEnv('SMTP_HOST', '')
    vi.stubEnv('LEADS_NOTIFY_TO', 'leads@crescentkey.test')
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    notifyFirm({
      kind: 'interest',
      id: 2,
      lead: { ...lead, unitType: undefined },
      agent,
      project: { name: 'Creek Crescent', slug: 'creek-crescent' },
    })
    await Promise.all(pending)
    expect(outbox()).toEqual([
      expect.objectContaining({ to: 'rami.haddad@crescentkey.ae, leads@crescentkey.test', replyTo: lead.email }),
    ])
    vi.mocked(console.info).mockRestore()
  })
})

describe('notifyFirm', () => {
  it('writes the notice to the outbox without SMTP settings, and sends nothing', async () => {
    vi.stubEnv('SMTP_HOST', '')
    vi.stubEnv('LEADS_NOTIFY_TO', 'leads@crescentkey.test')
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await Promise.all(pending)
    expect(sendEmail).not.toHaveBeenCalled()
    expect(outbox()).toEqual([
      expect.objectContaining({
        kind: 'lead',
        to: 'leads@crescentkey.test',
        replyTo: lead.email,
        subject: 'New enquiry from Aisha Rahman',
        delivery: 'recorded',
      }),
    ])
    expect(outbox()[0]!.text).toContain('Please call me about the villa.')
    expect(logged).toHaveBeenCalledWith(
      '[mail] recorded kind=lead to=leads@crescentkey.test subject="New enquiry from Aisha Rahman"',
    )
    logged.mockRestore()
  })

  it('mails the firm, replying to the visitor, after the answer', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    vi.stubEnv('LEADS_NOTIFY_TO', 'leads@crescentkey.test')
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await Promise.all(pending)
    expect(sendEmail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'leads@crescentkey.test',
        replyTo: lead.email,
        subject: 'New enquiry from Aisha Rahman',
      }),
    )
  })

  it('records a sent notice as sent', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await Promise.all(pending)
    expect(sendEmail).toHaveBeenCalledTimes(1)
    expect(outbox()).toEqual([expect.objectContaining({ delivery: 'sent', error: null })])
    vi.restoreAllMocks()
  })

  it('swallows a mail failure, and the outbox says why it failed', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    sendEmail.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:25'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await expect(Promise.all(pending)).resolves.toBeDefined()
    expect(outbox()).toEqual([
      expect.objectContaining({ delivery: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:25' }),
    ])
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] failed kind=lead /))
    logged.mockRestore()
  })

  it('still sends when the outbox cannot be written', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    create.mockRejectedValueOnce(new Error('database is locked'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await Promise.all(pending)
    expect(sendEmail).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })
})

describe('sendBrochureLink', () => {
  const options = {
    to: 'buyer@example.com',
    visitor: { firstName: 'Aisha' },
    project: { name: 'Creek Crescent Residences', slug: 'creek-crescent-residences' },
    link: 'https://example.ae/api/v1/projects/creek-crescent-residences/brochure?lead=a&expires=1&sig=b',
    leadRowId: 41,
  }

  it('puts the brochure mail in the outbox without SMTP and marks the lead as sent it', async () => {
    vi.stubEnv('SMTP_HOST', '')
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    sendBrochureLink(options)
    await Promise.all(pending)
    expect(outbox()).toEqual([
      expect.objectContaining({ kind: 'brochure', to: 'buyer@example.com', delivery: 'recorded' }),
    ])
    expect(outbox()[0]!.text).toContain(options.link)
    const lead = rows.find((r) => r.collection === 'interests' && r.id === 41)
    expect(lead?.data.brochureSentAt).toEqual(expect.any(String))
    vi.restoreAllMocks()
  })

  it('leaves the lead unmarked when SMTP failed to send it', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    sendEmail.mockRejectedValueOnce(new Error('550 mailbox unavailable'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    sendBrochureLink(options)
    await Promise.all(pending)
    expect(outbox()).toEqual([expect.objectContaining({ delivery: 'failed' })])
    expect(rows.some((r) => r.collection === 'interests')).toBe(false)
    vi.restoreAllMocks()
  })

  it('writes a renewed link as the answer to the visitor’s request', () => {
    const mail = composeBrochureMail({ firstName: 'Aisha' }, options.project, options.link, 'https://example.ae', 'en', true)
    expect(mail.text).toContain('As you asked, here is a new link to the Creek Crescent Residences brochure:')
    expect(mail.text).not.toContain('Thank you for registering')
  })
})

describe('composeBrochureMail', () => {
  const project = { name: 'Creek Crescent Residences', slug: 'creek-crescent-residences' }
  const link = 'https://example.ae/api/v1/projects/creek-crescent-residences/brochure?lead=a&expires=1&sig=b'

  it('writes to the visitor in English, with the project page', () => {
    const mail = composeBrochureMail({ firstName: 'Aisha' }, project, link, 'https://example.ae')
    expect(mail.subject).toBe('Your Creek Crescent Residences brochure')
    expect(mail.text).toContain('Dear Aisha,')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('Project page: https://example.ae/projects/creek-crescent-residences')
  })

  it('writes in Arabic to a visitor who registered on the Arabic pages, linking the Arabic page', () => {
    const mail = composeBrochureMail({ firstName: 'عائشة' }, project, link, 'https://example.ae', 'ar')
    expect(mail.subject).toBe('كتيّب مشروع Creek Crescent Residences')
    expect(mail.text).toContain('عائشة')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('https://example.ae/ar/projects/creek-crescent-residences')
    expect(mail.text).not.toContain('Dear')
  })

  it('writes in Russian and in Chinese to visitors from those editions, linking their pages', () => {
    const ru = composeBrochureMail({ firstName: 'Ольга' }, project, link, 'https://example.ae', 'ru')
    expect(ru.subject).toBe('Брошюра проекта Creek Crescent Residences')
    expect(ru.text).toContain('Здравствуйте, Ольга!')
    expect(ru.text).toContain(link)
    expect(ru.text).toContain('https://example.ae/ru/projects/creek-crescent-residences')
    expect(ru.text).not.toContain('Dear')
    const zh = composeBrochureMail({ firstName: '王丽' }, project, link, 'https://example.ae', 'zh', true)
    expect(zh.subject).toBe('Creek Crescent Residences 项目楼书')
    expect(zh.text).toContain('王丽，您好！')
    expect(zh.text).toContain('新下载链接')
    expect(zh.text).toContain(link)
    expect(zh.text).toContain('项目页面：https://example.ae/zh/projects/creek-crescent-residences')
  })
})
