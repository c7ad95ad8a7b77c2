import type { CollectionBeforeChangeHook } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeArticleHtml } from '@/lib/sanitize'

/**
 * The public site and the API serve HTML. Rendering it once on save (sanitised) keeps every
 * read a single column fetch instead of a rich-text conversion per request. The HTML is always
 * derived from the rich text of the locale being saved: a value sent for it (the field is only
 * hidden in the admin, not closed to the API) is never kept. A translation without text of its
 * own stores no HTML, so its pages fall back to the English text, as they do for every field.
 */
export function renderRichTextOnSave(source: string, target: string): CollectionBeforeChangeHook {
  return ({ data, operation }) => {
    if (source in data) {
      data[target] = htmlOf(data[source] as SerializedEditorState | null | undefined)
    } else if (operation === 'create') {
      data[target] = null
    } else {
      // A partial update that leaves the text alone keeps the stored HTML of this locale.
      delete data[target]
    }
    return data
  }
}

function htmlOf(state: SerializedEditorState | null | undefined): string | null {
  if (!state) return null
  const html = sanitizeArticleHtml(convertLexicalToHTML({ data: state }))
  return html.replace(/<[^>]*>/g, '').trim() ? html : null
}
