import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { Project } from '@/lib/api/types'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { projectDescription, projectTitle } from './project-meta'
import { projectShareCard } from './project-share-card'

const project = {
  name: 'Creek Crescent Residences',
  developer: {
    _id: 'd1',
    name: 'Emaar Properties',
    slug: 'emaar-properties',
    logo: null,
    profile: null,
  },
  community: 'Dubai Creek Harbour',
  handover: { quarter: 4, year: 2028 },
  priceFromAed: 1_650_000,
  paymentPlanShort: '80/20',
  description:
    '<p>Creek Crescent Residences is a 52-storey tower on the southern edge of Dubai Creek Harbour, set back from the promenade.</p><p>Its 386 homes range from one-bedroom apartments to penthouses.</p>',
  banner: { s3Url: '/cms-api/media/file/creek-1.jpg' },
  gallery: [
    { s3Url: '/cms-api/media/file/creek-1.jpg' },
    { s3Url: '/cms-api/media/file/creek-2.jpg' },
  ],
} as unknown as Project

const texts = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'Projects' })
const labels = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'ProjectPlan.labels' })
const title = (p: Parameters<typeof projectTitle>[0], locale: 'en' | 'ar' = 'en') =>
  projectTitle(p, locale, texts(locale))
const description = (p: Parameters<typeof projectDescription>[0], locale: 'en' | 'ar' = 'en') =>
  projectDescription(p, locale, texts(locale), labels(locale))

describe('project page metadata', () => {
  it('names the project, the developer, the plan and the prices in the title', () => {
    expect(title(project)).toBe(
      'Creek Crescent Residences by Emaar Properties — payment plan & prices',
    )
    expect(title({ ...project, developer: null })).toBe(
      'Creek Crescent Residences — payment plan & prices',
    )
  })

  it('leads the description with the community, price, plan and handover', () => {
    const text = description(project)
    expect(text).toMatch(
      /^Off-plan homes at Creek Crescent Residences, Dubai Creek Harbour: from 1,650,000 AED, 80\/20 payment plan, handover Q4 2028\. Creek Crescent Residences is a 52-storey/,
    )
    expect(text).not.toContain('<')
    expect(text.length).toBeLessThanOrEqual(205)
  })

  it('leaves out a price the project does not list', () => {
    expect(description({ ...project, priceFromAed: null, description: '' })).toBe(
      'Off-plan homes at Creek Crescent Residences, Dubai Creek Harbour: 80/20 payment plan, handover Q4 2028.',
    )
  })
})

describe('project page metadata in Arabic', () => {
  it('keeps the project’s name in Latin and names its developer in Arabic', () => {
    expect(title(project, 'ar')).toBe(
      'Creek Crescent Residences من إعمار العقارية — خطة السداد والأسعار',
    )
    expect(description({ ...project, description: '' }, 'ar')).toBe(
      'منازل على الخارطة في Creek Crescent Residences، مرسى خور دبي: ابتداءً من 1,650,000 درهم، خطة سداد 80/20، التسليم الربع الرابع 2028.',
    )
  })
})

describe('projectShareCard', () => {
  it('shows the handover, name, from-price, community and plan', () => {
    expect(projectShareCard(project, labels('en'))).toEqual({
      photos: ['/cms-api/media/file/creek-1.jpg', '/cms-api/media/file/creek-1.jpg'],
      tag: 'Handover Q4 2028',
      title: 'Creek Crescent Residences',
      details: [
        { text: 'From 1,650,000 AED', accent: true },
        { text: 'Dubai Creek Harbour' },
        { text: '80/20 plan' },
      ],
    })
  })
})
