/**
 * A mail server for the API tests: the test server is started with SMTP_HOST=127.0.0.1 and
 * SMTP_PORT=$TEST_SMTP_PORT (scripts/test/server.mjs), and a suite that reads what was really
 * sent listens there for its duration. Messages are kept with their headers unfolded and
 * quoted-printable undone, so a test can search the text. It refuses every address that starts
 * with `refused-`, as a mail server refuses a mailbox, for the tests of a failed send.
 */
export interface SentMail {
  to: string[]
  raw: string
}

export const smtpPort = Number(process.env.TEST_SMTP_PORT ?? 0)

function readable(raw: string) {
  return raw
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Listens on TEST_SMTP_PORT; `inbox` fills as mail arrives. Close it after the suite. */
export async function openSmtpSink(): Promise<{ inbox: SentMail[]; close: () => Promise<void> }> {
  const { SMTPServer } = await import('smtp-server')
  const inbox: SentMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('refused-')) return callback()
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
      callback(refusal)
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: readable(Buffer.concat(chunks).toString('utf8')),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject)
    server.listen(smtpPort, '127.0.0.1', () => resolve())
  })
  return { inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
