import type { Payload } from 'payload'
import { escapeHtml } from '@/lib/escape'
import { translationStatusField, translationStatusSelect } from '@/lib/i18n/editions'
import type { Locale } from '@/lib/i18n/locales'
import { articles, developers, projects, properties, team, testimonials } from '../seed-data'
import { arabicEdition } from '../seed-data/ar'
import type { SeedEdition } from '../seed-data/edition'
import { russianEdition } from '../seed-data/ru'
import { chineseEdition } from '../seed-data/zh'
import { htmlToLexical } from './rich-text'

/** The demo content's other editions, each written into its CMS locale. */
const editions: [Exclude<Locale, 'en'>, SeedEdition][] = [
  ['ar', arabicEdition],
  ['ru', russianEdition],
  ['zh', chineseEdition],
]

/**
 * The other editions of the demo content, written into their CMS locales after the English
 * documents exist. Idempotent like the rest of the seed: a document whose translation is already
 * there (read without falling back to English) is left as it is. What an edition leaves out stays
 * English on its pages, and the admin's translation column says so.
 */
export async function seedTranslations(payload: Payload) {
  for (const [locale, edition] of editions) {
    const translate = new EditionWriter(payload, locale, edition)
    await translate.team()
    await translate.testimonials()
    await translate.listings()
    await translate.articles()
    await translate.developers()
    await translate.projects()
    await translate.settings()
  }
}

type Translated = 'team' | 'testimonials' | 'properties' | 'articles' | 'projects' | 'developers'

class EditionWriter {
  constructor(
    private readonly payload: Payload,
    private readonly locale: Exclude<Locale, 'en'>,
    private readonly edition: SeedEdition,
  ) {}

  /** The document in this edition only: a field never translated reads as null, not as English. */
  private async find<C extends Translated>(collection: C, where: Record<string, { equals: string }>) {
    const { docs } = await this.payload.find({ collection, where, locale: this.locale, fallbackLocale: false, limit: 1, depth: 0, overrideAccess: true })
    return docs[0]
  }

  async team() {
    for (const member of team) {
      const text = this.edition.team[member.key]
      const doc = await this.find('team', { email: { equals: member.email } })
      if (!text || !doc || doc.designation) continue
      await this.payload.update({ collection: 'team', id: doc.id, locale: this.locale, data: text, overrideAccess: true })
    }
  }

  async testimonials() {
    for (const t of testimonials) {
      const text = this.edition.testimonials[t.key]
      const doc = await this.find('testimonials', { name: { equals: t.name } })
      if (!text || !doc || doc.message) continue
      await this.payload.update({ collection: 'testimonials', id: doc.id, locale: this.locale, data: text, overrideAccess: true })
    }
  }

  async listings() {
    const { amenities, paymentPlans, buildingValue } = this.edition
    for (const p of properties) {
      const text = this.edition.listings[p.key]
      const doc = await this.find('properties', { reference: { equals: p.reference } })
      if (!text || !doc || doc.name) continue
      await this.payload.update({
        collection: 'properties',
        id: doc.id,
        locale: this.locale,
        data: {
          ...text,
          paymentPlan: p.paymentPlan ? (paymentPlans[p.paymentPlan] ?? null) : null,
          // Array rows keep their ids: the translation is the same row's other language.
          amenities: (doc.amenities ?? []).map((row, index) => ({ id: row.id, name: amenities[p.amenities[index] ?? ''] ?? p.amenities[index] })),
          buildingInfo: (doc.buildingInfo ?? []).map((row) => ({ id: row.id, label: row.label, value: buildingValue(p.buildingInfo[row.label] ?? '') })),
        },
        // A listing published as it was imported (the demo's expired permit among them):
        // translating it is not publishing it again.
        context: { publishedEarlier: true },
        overrideAccess: true,
      })
    }
  }

  async articles() {
    for (const a of articles) {
      const text = this.edition.articles[a.slug]
      const doc = await this.find('articles', { slug: { equals: a.slug } })
      if (!text || !doc || doc.title) continue
      await this.payload.update({
        collection: 'articles',
        id: doc.id,
        locale: this.locale,
        data: { title: text.title, excerpt: text.excerpt, content: await htmlToLexical(this.payload.config, text.html) },
        overrideAccess: true,
      })
    }
  }

  async developers() {
    for (const d of developers) {
      const profile = this.edition.developers[d.key]
      const doc = await this.find('developers', { slug: { equals: d.key } })
      if (!profile || !doc || doc.profile) continue
      await this.payload.update({ collection: 'developers', id: doc.id, locale: this.locale, data: { profile }, overrideAccess: true })
    }
  }

  async projects() {
    for (const p of projects) {
      const text = this.edition.projects[p.slug]
      const doc = await this.find('projects', { slug: { equals: p.slug } })
      if (!text || !doc || doc.location) continue
      const html = text.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')
      await this.payload.update({
        collection: 'projects',
        id: doc.id,
        locale: this.locale,
        data: {
          location: text.location,
          description: await htmlToLexical(this.payload.config, html),
          paymentPlan: (doc.paymentPlan ?? []).map((row, index) => ({ ...row, label: text.paymentPlanLabels[index] ?? row.label })),
          amenities: (doc.amenities ?? []).map((row, index) => ({ id: row.id, name: text.amenities[index] ?? row.name })),
        },
        overrideAccess: true,
      })
    }
  }

  async settings() {
    const { payload, locale } = this
    const current = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
    // Already translated: its status for this edition is empty (lib/i18n/editions.ts). The
    // fields themselves cannot tell: a settings document never saved reads as its defaults.
    if ((current as unknown as Record<string, unknown>)[translationStatusField(locale)] === '') return
    // A settings document never saved has only its defaults: store the English ones first, so
    // the first save (this one, in another language) does not leave English without them.
    const english = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const neverSaved = Object.keys(translationStatusSelect).every((field) => (english as unknown as Record<string, unknown>)[field] == null)
    if (neverSaved) {
      await payload.updateGlobal({ slug: 'site-settings', data: { address: english.address, openingHours: english.openingHours }, overrideAccess: true })
    }
    await payload.updateGlobal({ slug: 'site-settings', locale, data: this.edition.settings, overrideAccess: true })
  }
}

