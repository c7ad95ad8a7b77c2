import { describe, expect, it } from 'vitest'
import { refusalLine, reportsRefusal } from './refusal-log'

/** Payload's errors carry their HTTP status; the production build renames their classes. */
function payloadError(status: number) {
  return Object.assign(new Error('You are not allowed to perform this action.'), { name: 'o', status })
}

describe('reportsRefusal', () => {
  it.each([401, 403, 404, 429])('drops the error report of a %i, whatever its class is called', (status) => {
    expect(reportsRefusal([{ err: payloadError(status) }])).toBe(true)
    expect(reportsRefusal([payloadError(status)])).toBe(true)
  })

  it('keeps faults and every other log call', () => {
    expect(reportsRefusal([{ err: payloadError(500) }])).toBe(false)
    expect(reportsRefusal([{ err: new Error('database is locked') }])).toBe(false)
    expect(reportsRefusal(['Server listening'])).toBe(false)
    expect(reportsRefusal([{ msg: 'Failed to update the stored password hash' }])).toBe(false)
    expect(reportsRefusal([])).toBe(false)
  })
})

describe('refusalLine', () => {
  it('names the method, the path without its query, and the status', () => {
    expect(refusalLine('get', 'http://127.0.0.1:3100/cms-api/enquiries?where[email][equals]=a@b.c', 403)).toBe(
      'GET /cms-api/enquiries 403',
    )
  })

  it('still writes a line for a missing method or URL', () => {
    expect(refusalLine(undefined, undefined, 401)).toBe('GET / 401')
  })
})
