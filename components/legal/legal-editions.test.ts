import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import {
  privacyPolicy,
  privacyPolicyAr,
  termsAndConditions,
  termsAndConditionsAr,
} from '@/content/legal'
import { linkify } from './linkify'

const editions = [
  ['privacy policy', privacyPolicy, privacyPolicyAr],
  ['terms and conditions', termsAndConditions, termsAndConditionsAr],
] as const

describe.each(editions)('the Arabic %s', (_name, en, ar) => {
  it('has the English sections, numbered the same, with the same effective date', () => {
    expect(ar.effectiveDate).toBe(en.effectiveDate)
    expect(ar.intro).toHaveLength(en.intro.length)
    expect(ar.sections.map((s) => s.number)).toEqual(en.sections.map((s) => s.number))
    ar.sections.forEach((section, index) => {
      const english = en.sections[index]!
      expect(section.paragraphs).toHaveLength(english.paragraphs.length)
      expect(section.list?.length).toBe(english.list?.length)
    })
  })

  it('keeps the e-mail address and phone number as working links', () => {
    const contact = ar.sections.at(-1)!.paragraphs.join(' ')
    const links = linkify(contact).filter(isValidElement)
    expect(links).toHaveLength(2)
  })

  it('is written in Arabic', () => {
    for (const section of ar.sections) expect(section.title).toMatch(/[\u0600-\u06ff]/)
  })
})
