/**
 * An ESLint rule for the site's pages and components: a text a visitor reads comes from the
 * edition's messages (messages/*.json) or its content modules (content/<edition>/), never from a
 * literal in the markup, where it would show in English on every edition.
 *
 * It flags JSX text with a letter in it (written as text or as a string child), and a literal string with a letter in an attribute a
 * visitor reads or hears (alt, title, placeholder, aria-label, aria-description, label). Names
 * that are the same in every language (the firm's, a language's own name in the language menu)
 * are allowed by ALLOWED, as whole texts. Markup for staff (the admin) and for machines (JSON-LD,
 * e-mails built elsewhere) is outside the files the config gives this rule.
 */

const VISIBLE_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label'])

/** Texts that read the same in every edition. */
const ALLOWED = new Set(['WhatsApp', 'AED', 'PDF', 'BRN', 'ORN', 'RERA', 'DLD', 'QR'])

const hasLetter = (text) => /\p{L}/u.test(text)

function isAllowed(text) {
  const trimmed = text.trim()
  return !hasLetter(trimmed) || ALLOWED.has(trimmed)
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text comes from messages or content, not from literals in JSX.' },
    messages: {
      text: 'Visible text "{{text}}" is a literal: take it from the messages (useTranslations/getTranslations) or a content module.',
      attribute: 'The {{name}} "{{text}}" is a literal: take it from the messages or a content module.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (!isAllowed(node.value)) context.report({ node, messageId: 'text', data: { text: node.value.trim().slice(0, 40) } })
      },
      // {'Text'} or {`Text`} as a child: the same text, written another way.
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return
        const { expression } = node
        const text =
          expression.type === 'Literal' && typeof expression.value === 'string'
            ? expression.value
            : expression.type === 'TemplateLiteral'
              ? expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
              : null
        if (text !== null && !isAllowed(text)) context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : ''
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return
        const literal =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'TemplateLiteral' && node.value.expression.expressions.length === 0
                ? node.value.expression.quasis[0]?.value.cooked
                : null
        if (typeof literal === 'string' && !isAllowed(literal))
          context.report({ node, messageId: 'attribute', data: { name, text: literal.slice(0, 40) } })
      },
    }
  },
}
