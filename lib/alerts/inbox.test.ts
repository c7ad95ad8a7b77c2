import { describe, expect, it } from 'vitest'
import { inboxOf } from './inbox'

describe('inboxOf', () => {
  it('counts an address with a tag as the address without it', () => {
    expect(inboxOf('Aisha.Rahman+dubai@Example.com')).toBe('aisha.rahman@example.com')
    expect(inboxOf('aisha.rahman+1+2@example.com')).toBe('aisha.rahman@example.com')
  })

  it('counts Gmail’s dotted spellings as one inbox, on either of its domains', () => {
    expect(inboxOf('a.i.s.h.a+x@gmail.com')).toBe('aisha@gmail.com')
    expect(inboxOf('aisha@googlemail.com')).toBe('aisha@gmail.com')
  })

  it('keeps dots elsewhere, where they make another address', () => {
    expect(inboxOf('a.isha@example.com')).not.toBe(inboxOf('aisha@example.com'))
  })

  it('leaves a name that is only a tag, and what is not an address, as it is', () => {
    expect(inboxOf('+tag@example.com')).toBe('+tag@example.com')
    expect(inboxOf('not an address')).toBe('not an address')
  })
})
