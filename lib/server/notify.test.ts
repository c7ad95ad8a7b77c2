import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const sendEmail = vi.fn()
vi.mock('./payload', () => ({ payloadClient: async () => ({ sendEmail }) }))
// `after` runs its callback once the answer has gone; here, at once, so the test can see it.
const pending: Promise<unknown>[] = []
vi.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => pending.push(task()) }))

const { composeBrochureMail, composeNotice, notifyFirm } = await import('./notify')

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

describe('notifyFirm', () => {
  it('does nothing without SMTP settings', async () => {
    vi.stubEnv('SMTP_HOST', '')
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await Promise.all(pending)
    expect(sendEmail).not.toHaveBeenCalled()
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

  it('swallows a mail failure: the lead is stored and the visitor already answered', async () => {
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    sendEmail.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    notifyFirm({ kind: 'enquiry', id: 1, lead })
    await expect(Promise.all(pending)).resolves.toBeDefined()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
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
})
