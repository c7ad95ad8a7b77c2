import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { arabicListings } from '@/scripts/seed-data/ar'
import { arabicDeveloperProfiles } from '@/scripts/seed-data/ar/developers'
import { arabicProjects } from '@/scripts/seed-data/ar/projects'
import { namedInArabic } from './companies'

/*
 * The Arabic edition read the way a Gulf reader reads it: one word for the finance a bank gives
 * (التمويل, never القرض), one for an expatriate (وافد, never أجنبي or مغترب), no 'أرقامك', no
 * 'بـ ' left hanging before a word, and developers and banks by the Arabic names they go by.
 * Every line of source that holds Arabic is scanned (interface texts, in messages/ar.json and
 * source, fixed copy, the seed's translations), and so is the seed's composed Arabic, whose
 * sentences are filled in at run time.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['app', 'components', 'content/ar', 'lib', 'scripts/seed-data/ar']
// The interface texts next-intl reads (one text a line).
const SCANNED_FILES = ['messages/ar.json']
const SKIPPED = new Set([
  'lib/cms/payload-types.ts', // generated
  'lib/i18n/companies.ts', // the Latin spellings it names in Arabic
])

const ARABIC = /[\u0600-\u06FF]/

// Latin names that are also a place or a building's brand (Goldcrest Views), printed as such.
const PLACE_NAMES = new Set(['DMCC', 'Emirates Financial Towers', 'Goldcrest'])
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const RULES: readonly { name: string; pattern: RegExp }[] = [
  // قرض / القرض / بالقرض / للقرض / وقروض …, but not مقرض or the verb اقترض.
  {
    name: 'القرض (the site says التمويل)',
    pattern: /(?<![\u0600-\u06FF])[وف]?[بلك]?(?:ال|لل)?(?:قرض|قروض)/,
  },
  // The authority's own name, الإقامة وشؤون الأجانب, is not about a buyer.
  { name: 'أجنبي / الأجانب (the site says وافد)', pattern: /(?<!شؤون ال)أجان?ب|أجنبي/ },
  { name: 'مغترب (the site says وافد)', pattern: /مغترب/ },
  { name: 'أرقامك', pattern: /أرقامك/ },
  { name: '"بـ " before a separate word', pattern: /(?<![\u0600-\u06FF])بـ\s/ },
  {
    name: 'a developer or bank in Latin letters',
    pattern: new RegExp(
      [
        ...namedInArabic
          .filter((name) => !PLACE_NAMES.has(name))
          .map((name) => `\\b${escape(name)}\\b`),
        // Short forms; a project keeps its brand (Sobha Hartland, Binghatti Heights).
        '\\b(?:Emaar|Damac|DAMAC|Nakheel|Meraas|Ellington|Nshama|Meydan|Mashreq|Alnoor Developments)\\b',
        '\\bSobha\\b(?! (?:Hartland|Daffodil))',
        '\\bBinghatti\\b(?! Heights)',
      ].join('|'),
    ),
  },
]

/** The rules a piece of Arabic copy breaks, with what matched. */
function bannedIn(text: string): string[] {
  return RULES.flatMap(({ name, pattern }) => {
    const match = pattern.exec(text)
    return match ? [`${name}: “${match[0]}”`] : []
  })
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(relative)
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return SKIPPED.has(relative) ? [] : [relative]
  })
}

/** Each line holding Arabic, without a leading English object key ('Emaar Beachfront': …). */
function arabicLines(): { where: string; text: string }[] {
  return [...SCANNED.flatMap(sourceFiles), ...SCANNED_FILES].flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        ARABIC.test(line)
          ? [{ where: `${file}:${index + 1}`, text: line.replace(/^\s*(['"])[^'"]*\1\s*:/, '') }]
          : [],
      ),
  )
}

describe('the rules catch the phrasing they are for', () => {
  it.each([
    ['في سن 62 يكون الحد الأقصى لمدة القرض بالسنوات 3', 'القرض'],
    ['على قرض بقيمة 2.4 مليون درهم', 'القرض'],
    ['بما فيها قروض السيارات', 'القرض'],
    ['يمكن للمقيمين الأجانب الحصول على تمويل', 'أجنبي'],
    ['اختر مقيم أجنبي', 'أجنبي'],
    ['أرقامك', 'أرقامك'],
    ['مرحباً، أنا مهتم بـ شقة', 'بـ'],
    ['أطلقت Emaar المجمع في يونيو', 'Latin'],
    ['لدى Emirates NBD', 'Latin'],
    ['تطوّره Sobha Realty ضمن مجتمع', 'Latin'],
  ])('%s', (text, rule) => {
    expect(bannedIn(text).join(' ')).toContain(rule)
  })

  it.each([
    'عمر المقترض',
    'المبلغ الذي يمكنك اقتراضه',
    'سلطات الإقامة وشؤون الأجانب',
    'في Sobha Hartland II',
    'شقة في Binghatti Heights',
    'شقة بغرفتي نوم',
  ])('leaves alone: %s', (text) => {
    expect(bannedIn(text)).toEqual([])
  })
})

describe('the Arabic copy', () => {
  const lines = arabicLines()

  it('is read in full: interface texts, fixed copy and the seed’s translations', () => {
    const files = new Set(lines.map((line) => line.where.split(':')[0]))
    for (const file of [
      'messages/ar.json',
      'content/ar/home.ts',
      'scripts/seed-data/ar/properties.ts',
      'scripts/seed-data/ar/projects.ts',
    ])
      expect(files).toContain(file)
    expect(lines.length).toBeGreaterThan(1500)
  })

  it('uses one term each and names developers and banks in Arabic', () => {
    const found = lines.flatMap(({ where, text }) =>
      bannedIn(text).map((rule) => `${where} ${rule}`),
    )
    expect(found).toEqual([])
  })

  it('stays so once the seed composes its listings, projects and developer profiles', () => {
    const texts = [
      ...Object.entries(arabicListings).flatMap(([key, l]) =>
        [l.name, l.description, l.location].map((text) => [`listing ${key}`, text] as const),
      ),
      ...Object.entries(arabicProjects).flatMap(([slug, p]) =>
        [p.location, ...p.description, ...p.paymentPlanLabels].map(
          (text) => [`project ${slug}`, text] as const,
        ),
      ),
      ...Object.entries(arabicDeveloperProfiles).map(
        ([key, text]) => [`developer ${key}`, text] as const,
      ),
    ]
    expect(texts.length).toBeGreaterThan(100)
    const found = texts.flatMap(([where, text]) => bannedIn(text).map((rule) => `${where} ${rule}`))
    expect(found).toEqual([])
  })
})
