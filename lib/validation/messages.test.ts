import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  resumeProblem,
} from './application'
import { INTEREST_MESSAGE, UNIT_TYPE_MESSAGE } from './interest'
import { arabicMessages, isKnownMessage, translateErrors, translateMessage } from './messages'

const root = path.resolve(import.meta.dirname, '../..')
const ARABIC = /[\u0600-\u06ff]/

/** Where the texts a form, a toast or a lead endpoint can show are written. */
const SOURCES = [
  ...readdirSync(path.join(root, 'lib/validation'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'messages.ts')
    .map((name) => `lib/validation/${name}`),
  'lib/server/http.ts',
  'lib/server/rate-limit.ts',
  'lib/server/spam.ts',
  'lib/server/leads.ts',
  'lib/server/project-interest.ts',
  'lib/buyer-tools/true-cost.ts',
  'app/api/v1/contacts/route.ts',
  'app/api/v1/careers/route.ts',
  'app/api/v1/complaints/route.ts',
  'app/api/v1/projects/[idOrSlug]/interest/route.ts',
  'middleware.ts',
  'components/forms/use-lead-submit.ts',
  'components/forms/enquiry-form.client.tsx',
  'components/forms/application-form.client.tsx',
  'components/forms/complaint-form.client.tsx',
]

/** Prose, not a code: a capitalised or 'must …' phrase of more than one word. */
const PROSE = /^(?:[A-Z][a-z]|must )[^]*(?:\s|!$)/

/**
 * The message texts of one source file: string (and template) literals given to a call (zod's
 * .min(1, '…'), new HttpError(400, '…')), set as a `message`/`error` property, assigned to a
 * field, or held in a *_MESSAGE / *_SUCCESS / *_ERROR constant. A template's placeholders
 * become '25', so '`Choose one of ${list}`' is checked as 'Choose one of 25'.
 */
function messageLiterals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const found: string[] = []
  const textOf = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((span) => `25${span.literal.text}`).join('')
    return null
  }
  const isMessageSlot = (node: ts.Node): boolean => {
    const parent = node.parent
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent))
      return parent.arguments?.includes(node as ts.Expression) ?? false
    if (ts.isPropertyAssignment(parent))
      return parent.initializer === node && /^(message|error)$/.test(parent.name.getText())
    if (ts.isVariableDeclaration(parent))
      return /(MESSAGE|SUCCESS|ERROR)$/.test(parent.name.getText())
    if (ts.isBinaryExpression(parent))
      return (
        parent.right === node &&
        [
          ts.SyntaxKind.EqualsToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.BarBarToken,
        ].includes(parent.operatorToken.kind)
      )
    if (ts.isConditionalExpression(parent)) return isMessageSlot(parent)
    return false
  }
  const visit = (node: ts.Node) => {
    const text = textOf(node)
    if (text !== null && PROSE.test(text) && isMessageSlot(node)) found.push(text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('en', 'First name is required')).toBe('First name is required')
    expect(translateMessage('en', 'Too Short!')).toBe('Too Short!')
  })

  it('gives the Arabic of a known message', () => {
    expect(translateMessage('ar', 'First name is required')).toBe('الاسم الأول مطلوب')
    expect(translateMessage('ar', 'Too Short!')).toBe('قصير جداً!')
    expect(translateMessage('ar', 'Invalid phone number')).toBe('رقم الهاتف غير صالح')
    expect(translateMessage('ar', INTEREST_MESSAGE)).toBe('تم تسجيل اهتمامك بنجاح')
    expect(translateMessage('ar', 'Too many submissions. Please try again later.')).toMatch(ARABIC)
  })

  it('leaves an unknown text, and an already translated one, unchanged', () => {
    expect(translateMessage('ar', 'Something nobody wrote down')).toBe(
      'Something nobody wrote down',
    )
    expect(translateMessage('ar', '')).toBe('')
    const arabic = translateMessage('ar', 'Message is required')
    expect(translateMessage('ar', arabic)).toBe(arabic)
  })

  it('does not mistake an inherited property for a message', () => {
    expect(translateMessage('ar', 'constructor')).toBe('constructor')
    expect(translateMessage('ar', 'toString')).toBe('toString')
    expect(isKnownMessage('hasOwnProperty')).toBe(false)
  })

  it('keeps the numbers and names of a message that carries them', () => {
    expect(translateMessage('ar', 'must list at most 50 ids')).toBe(
      'يجب ألا يتجاوز عدد المعرّفات 50',
    )
    expect(translateMessage('ar', 'page: must be a whole number')).toBe(
      'page: يجب أن تكون عدداً صحيحاً',
    )
    expect(translateMessage('ar', 'page: something unknown')).toBe('page: something unknown')
    expect(translateMessage('ar', 'The term can be at most 25 years')).toContain('25')
    const down = translateMessage(
      'ar',
      'Down payment must be at least 1,250,000 AED: banks lend at most 80% of this price',
    )
    expect(down).toContain('1,250,000')
    expect(down).toContain('80%')
    expect(down).toMatch(ARABIC)
  })

  it('says the loan rules as a sentence, with the years agreeing with their number', () => {
    expect(
      translateMessage('ar', 'The loan must end by age 65: at 62 the term can be at most 3 years'),
    ).toBe(
      'يجب سداد التمويل بالكامل قبل أن يبلغ المقترض 65 عاماً، لذا لا تتجاوز مدة التمويل لمن عمره 62 عاماً 3 سنوات',
    )
    expect(
      translateMessage('ar', 'The loan must end by age 65: at 64 the term can be at most 1 years'),
    ).toContain('لمن عمره 64 عاماً سنة واحدة')
    expect(
      translateMessage('ar', 'The loan must end by age 65: at 63 the term can be at most 2 years'),
    ).toContain('لمن عمره 63 عاماً سنتين')
    expect(translateMessage('ar', 'The term can be at most 25 years')).toBe(
      'لا يمكن أن تتجاوز مدة التمويل 25 سنة',
    )
    expect(translateMessage('ar', 'Enter a term of 1 to 25 years')).toBe(
      'أدخل مدة تمويل من سنة واحدة إلى 25 سنة',
    )
  })

  it('translates zod’s own messages for values no form sends', () => {
    expect(translateMessage('ar', 'Invalid input: expected string, received number')).toBe(
      'قيمة غير صالحة: المتوقع نص، والمُرسَل رقم',
    )
    expect(translateMessage('ar', 'Too big: expected string to have <=200 characters')).toContain(
      '200',
    )
  })

  it('translates every field error of an answer', () => {
    expect(
      translateErrors('ar', {
        firstName: 'First name is required',
        phone: 'Invalid phone number',
        other: undefined,
      }),
    ).toEqual({ firstName: 'الاسم الأول مطلوب', phone: 'رقم الهاتف غير صالح' })
    const english = { email: 'Invalid email' }
    expect(translateErrors('en', english)).toEqual(english)
  })

  it('has Arabic, not English, for every entry', () => {
    for (const [english, arabic] of Object.entries(arabicMessages)) {
      expect(arabic, english).toMatch(ARABIC)
      expect(arabic, english).not.toBe(english)
      // Western digits throughout, as the rest of the Arabic edition.
      expect(arabic, english).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
    }
  })
})

describe('every message the schemas, forms and lead endpoints can show has Arabic', () => {
  const messages = [...new Set(SOURCES.flatMap(messageLiterals))]

  it('finds the messages in the sources', () => {
    // A guard against the scan silently finding nothing.
    for (const known of [
      'First name is required',
      'Too Short!',
      'Invalid email format',
      'Property reference is too long',
      'Request body is too large',
      'Cross-site form submissions are not allowed',
      'Too many submissions. Please try again later.',
      'Contact created successfully',
      'Send one resume file',
      'Invalid request',
      'Choose one of 25',
      'An error occurred',
    ])
      expect(messages).toContain(known)
  })

  it.each(messages)('%s', (message) => {
    const arabic = translateMessage('ar', message)
    expect(arabic).not.toBe(message)
    expect(arabic).toMatch(ARABIC)
  })

  it.each([UNIT_TYPE_MESSAGE, RESUME_REQUIRED_MESSAGE, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE])(
    'exported constant %s',
    (message) => {
      expect(isKnownMessage(message)).toBe(true)
    },
  )

  it('covers what the résumé picker can say', () => {
    for (const file of [null, { name: 'cv.txt', size: 10 }, { name: 'cv.pdf', size: 6e6 }]) {
      const problem = resumeProblem(file)
      expect(problem && isKnownMessage(problem)).toBe(true)
    }
  })
})
