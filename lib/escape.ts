/*
 * Escaping for the text we put into HTML we write ourselves (e-mails, the brochure link page,
 * seeded rich text) and into mail headers. One place, so every writer escapes the same way.
 */

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c]!)
}

/** Header-safe: no line break from a visitor's input reaches a mail header (or a subject). */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim()
}
