import { describe, expect, it } from 'vitest'
import { projects } from '../projects'
import { properties } from '../properties'
import { AMENITIES } from '../property-builder'
import { team } from '../team'
import { testimonials } from '../testimonials'
import { arabicAmenities } from './amenities'
import { arabicBuildingLabels, arabicBuildingValue, arabicPaymentPlans } from './building-info'
import { arabicListings } from './properties'
import { arabicTeam } from './team'
import { arabicTestimonials } from './testimonials'

const listingKeys = new Set(properties.map((p) => p.key))
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/

// Every figure in the English text ('34th' → 34, 'AED 3,150,000' → 3,150,000) must reappear in
// the Arabic; quarters are written out in Arabic ('Q2 2028' → 'الربع الثاني 2028').
function figures(text: string): string[] {
  return text.replace(/\bQ[1-4]\b/g, '').match(/\d[\d,.]*\d|\d/g) ?? []
}

describe('Arabic amenities', () => {
  it('names every amenity a listing, a bundle or a project uses', () => {
    const used = new Set<string>([
      ...Object.values(AMENITIES).flat(),
      ...properties.flatMap((p) => p.amenities),
      ...projects.flatMap((p) => p.amenities),
    ])
    const missing = [...used].filter((name) => !arabicAmenities[name])
    expect(missing).toEqual([])
  })
})

describe('Arabic listings', () => {
  it('are keyed by real listing keys', () => {
    const unknown = Object.keys(arabicListings).filter((key) => !listingKeys.has(key))
    expect(unknown).toEqual([])
  })

  it('cover the first page of newest listings and every featured listing', () => {
    const newest = [...properties].sort((a, b) => a.listedDaysAgo - b.listedDaysAgo).slice(0, 9)
    const wanted = [...newest, ...properties.filter((p) => p.isFeatured)].map((p) => p.key)
    expect(wanted.filter((key) => !arabicListings[key])).toEqual([])
    expect(Object.keys(arabicListings).length).toBeGreaterThanOrEqual(24)
  })

  it('keep the paragraphs and every figure of the English description', () => {
    for (const property of properties) {
      const arabic = arabicListings[property.key]
      if (!arabic) continue
      expect(arabic.description.split('\n\n')).toHaveLength(
        property.description.split('\n\n').length,
      )
      const text = `${arabic.description} ${arabic.name} ${arabic.location}`
      for (const figure of figures(property.description)) {
        expect(arabic.description, `${property.key}: ${figure}`).toContain(figure)
      }
      expect(text).not.toMatch(ARABIC_INDIC_DIGITS)
      expect(arabic.description).not.toMatch(/[A-Za-z]+ [a-z]+ [a-z]+ [a-z]+/)
    }
  })
})

describe('Arabic building facts and payment plans', () => {
  it('label every buildingInfo key', () => {
    const labels = new Set(properties.flatMap((p) => Object.keys(p.buildingInfo)))
    expect([...labels].filter((label) => !arabicBuildingLabels[label])).toEqual([])
  })

  it('give an Arabic form to every value carrying English words', () => {
    const wordy = /expected|rebuilt|upgraded|sq ft|unit|Type|Modern|Contemporary|District \d|Podium/
    const values = new Set(properties.flatMap((p) => Object.values(p.buildingInfo)))
    const untranslated = [...values].filter(
      (value) => wordy.test(value) && arabicBuildingValue(value) === value,
    )
    expect(untranslated).toEqual([])
  })

  it('translate every payment plan', () => {
    const plans = new Set(properties.flatMap((p) => (p.paymentPlan ? [p.paymentPlan] : [])))
    expect([...plans].filter((plan) => !arabicPaymentPlans[plan])).toEqual([])
  })
})

describe('Arabic team and testimonials', () => {
  it('cover every team member and testimonial, and nothing else', () => {
    expect(Object.keys(arabicTeam).sort()).toEqual(team.map((m) => m.key).sort())
    expect(Object.keys(arabicTestimonials).sort()).toEqual(testimonials.map((t) => t.key).sort())
  })

  it('keep the figures of the English bios and messages', () => {
    for (const member of team) {
      for (const figure of figures(member.bio))
        expect(arabicTeam[member.key]?.bio).toContain(figure)
    }
    for (const story of testimonials) {
      for (const figure of figures(story.message)) {
        expect(arabicTestimonials[story.key]?.message).toContain(figure)
      }
    }
  })
})
