import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import ru from '@/messages/ru.json'
import zh from '@/messages/zh.json'
import { resumeProblem } from './application'
import { issueMessage } from './messages'
import { english, textIn } from './texts.testing'

const root = path.resolve(import.meta.dirname, '../..')
const editions = { en, ar, ru, zh }

/** Every file a message key can be written in: the schemas, the server, the forms. */
function sources(): string[] {
  const under = (dir: string, keep: (name: string) => boolean): string[] =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => keep(name) && !/\.test\.tsx?$|\.testing\.ts$/.test(name))
      .map((name) => path.join(dir, name))
  return [
    ...under('lib/validation', (name) => name.endsWith('.ts')),
    ...under('lib/buyer-tools', (name) => name.endsWith('.ts')),
    ...under('lib/server', (name) => name.endsWith('.ts')),
    ...under('app/api', (name) => name.endsWith('route.ts')),
    ...under('components/forms', (name) => /\.tsx?$/.test(name)),
    ...under('components/buyer-tools', (name) => /\.tsx?$/.test(name)),
  ]
}

const GROUPS = Object.keys(en.Validation)
const KEY = new RegExp(`^(?:${GROUPS.join('|')})\\.[a-z][A-Za-z\\d]*$`)

/** The string literals of a file shaped like a key of the Validation namespace. */
function keysIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY.test(node.text))
      found.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

type Tree = { [key: string]: string | Tree }

/** 'fields.tooShort' → its text, for every leaf of a namespace. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(at, value)
    else for (const [k, v] of leaves(value, at)) out.set(k, v)
  }
  return out
}

describe('every message key the schemas, the server and the forms use', () => {
  const used = [...new Set(sources().flatMap(keysIn))].sort()

  it('is found in the sources', () => {
    // A guard against the scan silently finding nothing.
    for (const key of [
      'fields.tooShort',
      'fields.phoneInvalid',
      'phone.notLocal',
      'success.contactCreated',
      'refusals.tooManySubmissions',
      'refusals.anErrorOccurred',
      'query.withField',
      'preferences.currency',
      'trueCost.termPastAgeLimit',
    ])
      expect(used).toContain(key)
  })

  it.each(locales)('exists in messages/%s.json', (locale) => {
    const keys = leaves(editions[locale].Validation as Tree)
    expect(used.filter((key) => !keys.has(key))).toEqual([])
  })

  it('and every key of the namespace is used', () => {
    expect([...leaves(en.Validation as Tree).keys()].filter((key) => !used.includes(key))).toEqual(
      [],
    )
  })

  it('covers what the résumé picker can say', () => {
    for (const file of [null, { name: 'cv.txt', size: 10 }, { name: 'cv.pdf', size: 6e6 }])
      expect(used).toContain(resumeProblem(file))
  })
})

describe('the English edition', () => {
  it('says docs/requirements.md §5 and §8 word for word', () => {
    expect(
      Object.fromEntries(
        [
          'fields.firstNameRequired',
          'fields.lastNameRequired',
          'fields.tooShort',
          'fields.tooLong',
          'fields.emailRequired',
          'fields.emailInvalid',
          'fields.emailFormatInvalid',
          'fields.phoneRequired',
          'fields.phoneInvalid',
          'fields.phoneTenDigits',
          'fields.messageRequired',
          'fields.messageTooShort',
          'fields.designationRequired',
          'fields.resumeRequired',
          'success.contactCreated',
          'success.applicationSent',
          'refusals.anErrorOccurred',
        ].map((key) => [key, english(key)]),
      ),
    ).toEqual({
      'fields.firstNameRequired': 'First name is required',
      'fields.lastNameRequired': 'Last name is required',
      'fields.tooShort': 'Too Short!',
      'fields.tooLong': 'Too Long!',
      'fields.emailRequired': 'Email is required',
      'fields.emailInvalid': 'Invalid email',
      'fields.emailFormatInvalid': 'Invalid email format',
      'fields.phoneRequired': 'Phone number is required',
      'fields.phoneInvalid': 'Invalid phone number',
      'fields.phoneTenDigits': 'Phone number must be 10 digits',
      'fields.messageRequired': 'Message is required',
      'fields.messageTooShort': 'Message is too short',
      'fields.designationRequired': 'Designation is required',
      'fields.resumeRequired': 'Resume is required',
      'success.contactCreated': 'Contact created successfully',
      'success.applicationSent': 'Application sent successfully',
      'refusals.anErrorOccurred': 'An error occurred',
    })
  })

  it('writes the figures of a message as before', () => {
    expect(english({ key: 'trueCost.termAtMostYears', values: { years: 25 } })).toBe(
      'The term can be at most 25 years',
    )
    expect(
      english({ key: 'trueCost.downPaymentAtLeast', values: { amount: 1_250_000, ltv: 62.5 } }),
    ).toBe('Down payment must be at least 1,250,000 AED: banks lend at most 62.5% of this price')
    expect(
      english({
        key: 'query.withField',
        values: { field: 'ids', message: { key: 'query.atMostIds', values: { count: 50 } } },
      }),
    ).toBe('ids: must list at most 50 ids')
  })
})

describe('validationText', () => {
  it('shows anything that is not a key as it is: zod’s own words, a server’s answer', () => {
    const arabic = textIn('ar')
    for (const text of [
      'Invalid input: expected string, received number',
      'تم استلام رسالتك بنجاح',
      'Too many submissions. Please try again later.',
      '',
      'fields',
      'constructor',
      'fields.constructor',
      'fields.noSuchKey',
    ])
      expect(arabic(text)).toBe(text)
    expect(arabic({ key: 'page: something unknown' })).toBe('page: something unknown')
  })

  it('writes out a message inside a message', () => {
    expect(
      textIn('ar')({ key: 'query.withField', values: { field: 'page', message: { key: 'query.wholeNumber' } } }),
    ).toBe('page: يجب أن تكون عدداً صحيحاً')
    expect(
      textIn('zh')({ key: 'query.withField', values: { field: 'page', message: { key: 'zod says' } } }),
    ).toBe('page：zod says')
  })

  it('makes Arabic years agree with their number, in Western digits', () => {
    const arabic = (years: number) =>
      textIn('ar')({ key: 'trueCost.termAtMostYears', values: { years } })
    expect([1, 2, 3, 10, 11, 25].map(arabic)).toEqual([
      'لا يمكن أن تتجاوز مدة التمويل سنة واحدة',
      'لا يمكن أن تتجاوز مدة التمويل سنتين',
      'لا يمكن أن تتجاوز مدة التمويل 3 سنوات',
      'لا يمكن أن تتجاوز مدة التمويل 10 سنوات',
      'لا يمكن أن تتجاوز مدة التمويل 11 سنة',
      'لا يمكن أن تتجاوز مدة التمويل 25 سنة',
    ])
  })

  it('makes Russian years agree with their number', () => {
    const russian = (years: number) =>
      textIn('ru')({ key: 'trueCost.termAtMostYears', values: { years } })
    expect([1, 2, 5, 21, 25].map(russian)).toEqual([
      'Срок кредита — не более 1 года',
      'Срок кредита — не более 2 лет',
      'Срок кредита — не более 5 лет',
      'Срок кредита — не более 21 года',
      'Срок кредита — не более 25 лет',
    ])
  })

  it('turns a zod issue’s params into the values of its message', () => {
    expect(issueMessage({ message: 'fields.tooShort' })).toBe('fields.tooShort')
    expect(issueMessage({ message: 'trueCost.age', params: { oldest: 69 } })).toEqual({
      key: 'trueCost.age',
      values: { oldest: 69 },
    })
    expect(textIn('zh')({ key: 'trueCost.age', values: { oldest: 69 } })).toBe(
      '请输入借款人年龄（18至69岁）',
    )
  })
})

describe('the other editions’ texts', () => {
  const texts = (locale: 'ar' | 'ru' | 'zh') => [...leaves(editions[locale].Validation as Tree)]
  // Texts with words (not '{field}: {message}'), without their ICU arguments.
  const words = (text: string) => text.replace(/\{[^{}]*\}/g, '').replace(/[{}]/g, '')

  it.each([
    ['ar', /[\u0600-\u06ff]/],
    ['ru', /[а-яё]/i],
    ['zh', /[\u4e00-\u9fff]/],
  ] as const)('are written in %s, with Western digits', (locale, script) => {
    for (const [key, text] of texts(locale)) {
      if (!/[A-Za-z\u0600-\u06ff\u0400-\u04ff\u4e00-\u9fff]/.test(words(text))) continue
      expect(text, key).toMatch(script)
      expect(text, key).not.toBe(leaves(en.Validation as Tree).get(key))
      expect(text, key).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9#]/)
    }
  })
})
