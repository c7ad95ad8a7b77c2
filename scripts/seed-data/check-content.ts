// Checks on the fixed copy in content/ that docs/requirements.md states as rules. Called from
// check.ts so one command verifies both the seed data and the copy.
import { aboutCounters, whyChooseUs } from '../../content/about'
import { careerFaqs } from '../../content/careers'
import { complaintSteps } from '../../content/complaint'
import { contactCardLabels, contactSection } from '../../content/contact'
import { homeCounters, popularAreas } from '../../content/home'
import { privacyPolicy, termsAndConditions } from '../../content/legal'
import { normaliseServiceId, serviceCards, serviceSlugs, services } from '../../content/services'

export function contentProblems(articleSlugs: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const expect = (condition: boolean, message: string): void => {
    if (!condition) problems.push(`content: ${message}`)
  }

  expect(serviceCards.length === 9 && serviceSlugs.length === 9, 'nine service cards and slugs')
  for (const slug of serviceSlugs) {
    const id = normaliseServiceId(slug)
    expect(
      slug === 'holiday-homes' || id === slug.replace(/-/g, ''),
      `slug ${slug} normalises to ${id}`,
    )
    expect(
      serviceCards.some(
        (card) => card.link === `/services/${slug}` && card.img === `/images/${slug}.jpg`,
      ),
      `no card for ${slug}`,
    )
  }
  expect(
    normaliseServiceId(undefined) === 'holidayhome' && normaliseServiceId('nope') === 'holidayhome',
    'fallback is holidayhome',
  )
  expect(normaliseServiceId('Buy-Property') === 'buyproperty', 'normalisation lower-cases')
  expect(services.buyproperty.boxData?.data.length === 5, 'buy lists 5 steps')
  expect(services.sellproperty.boxData?.data.length === 5, 'sell lists 5 steps')
  expect(
    services.propertymanagement === services.rentproperty,
    'property management reuses the rent content',
  )
  expect(services.commercial.boxData === undefined, 'commercial has no boxData')
  expect(services.interiors.pointData === undefined, 'interiors has no pointData')
  for (const [id, service] of Object.entries(services)) {
    expect(service.fixedBgData.buttonText === 'Contact Us Today', `${id} button text`)
  }

  expect(whyChooseUs.length === 4, 'why choose us has exactly 4 points')
  expect(
    JSON.stringify(aboutCounters.map((c) => [c.value, c.suffix])) === '[[20,"+"],[93,"%"],[23,""]]',
    'about counters',
  )
  expect(
    JSON.stringify(homeCounters.map((c) => [c.value, c.suffix])) === '[[20,"+"],[93,"%"],[474,""]]',
    'home counters',
  )
  expect(
    popularAreas.map((a) => a.title).join() ===
      'Palm Jumeirah,Dubai Marina,Dubai Hills Estates,Town Square',
    'area card titles',
  )
  for (const area of popularAreas)
    expect(articleSlugs.has(area.slug), `area card slug ${area.slug} has no article`)
  expect(careerFaqs.length === 2, 'two career FAQs')
  expect(complaintSteps.length === 4, 'four complaint steps')
  expect(contactSection.title === 'Feel free to get in touch with us!', 'contact title')
  expect(
    contactCardLabels.map((c) => c.label).join() ===
      'Landline,Phone,E-mail,WhatsApp,Office Address',
    'contact labels',
  )
  for (const doc of [privacyPolicy, termsAndConditions]) {
    expect(doc.effectiveDate === '01/04/2024', `${doc.title} effective date`)
    expect(
      doc.sections.length === 10 && doc.sections.every((s, i) => s.number === i + 1),
      `${doc.title} has 10 numbered sections`,
    )
    const last = doc.sections[9]?.paragraphs.join(' ') ?? ''
    expect(
      last.includes('info@crescentkey.ae') && last.includes('+971 4 123 4567'),
      `${doc.title} ends with e-mail and phone`,
    )
  }
  return problems
}
