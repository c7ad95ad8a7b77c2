import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import {
  privacyPolicy,
  privacyPolicyAr,
  privacyPolicyRu,
  privacyPolicyZh,
  termsAndConditions,
  termsAndConditionsAr,
  termsAndConditionsRu,
  termsAndConditionsZh,
} from '@/content/legal'
import { linkify } from './linkify'

const editions = [
  ['Arabic privacy policy', privacyPolicy, privacyPolicyAr],
  ['Arabic terms and conditions', termsAndConditions, termsAndConditionsAr],
  ['Russian privacy policy', privacyPolicy, privacyPolicyRu],
  ['Russian terms and conditions', termsAndConditions, termsAndConditionsRu],
  ['Chinese privacy policy', privacyPolicy, privacyPolicyZh],
  ['Chinese terms and conditions', termsAndConditions, termsAndConditionsZh],
] as const

describe.each(editions)('the %s', (name, en, ar) => {
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

  it('is written in its language', () => {
    const script = name.startsWith('Arabic') ? /[\u0600-\u06ff]/ : name.startsWith('Russian') ? /[\u0400-\u04ff]/ : /[\u4e00-\u9fff]/
    for (const section of ar.sections) expect(section.title).toMatch(script)
  })
})
