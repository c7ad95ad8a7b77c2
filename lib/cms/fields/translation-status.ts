import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook } from 'payload'
import { languageName } from '@/lib/admin-display'
import { translationStatusField } from '@/lib/i18n/editions'
import { defaultLocale, isLocale, locales } from '@/lib/i18n/locales'
import { adminCells, translationStatusFieldComponent } from '../admin-cells'

/** A translated field: 'name', or an array's field as 'amenities.name'. */
type TranslatedPath = string

const translations = locales.filter((locale) => locale !== defaultLocale)

const statusFieldName = translationStatusField

/**
 * Marks for staff what a document still lacks in each other edition: a read-only note in the
 * sidebar ("name, description") and a column in the list ("Arabic: missing name, description"), updated whenever the document is
 * saved in that language. Until then those fields show in English on that edition's pages.
 */
export function translationStatus(paths: readonly TranslatedPath[]): {
  fields: Field[]
  beforeChange: CollectionBeforeChangeHook & GlobalBeforeChangeHook
} {
  const fields: Field[] = translations.map((locale) => ({
    name: statusFieldName(locale),
    label: `${languageName(locale)} translation`,
    type: 'text',
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: `What still shows in English on the ${languageName(locale)} site. Switch the locale at the top to translate it; this updates when you save.`,
      // "Arabic: translated" or what is missing, in words, in the list and the sidebar.
      components: { Cell: adminCells.translationStatus, Field: translationStatusFieldComponent },
    },
  }))

  const beforeChange = (async (args: Parameters<CollectionBeforeChangeHook>[0] & Parameters<GlobalBeforeChangeHook>[0]) => {
    const { data, originalDoc, req, operation } = args
    const locale = req.locale
    if (isLocale(locale) && locale !== defaultLocale) {
      // The edition's own values (originalDoc is read without fallback when saving), against
      // what English has: a field empty in English too has nothing to translate.
      const merged = { ...(originalDoc ?? {}), ...data }
      const english = await readEnglish(args)
      data[statusFieldName(locale)] = paths.filter((path) => hasContent(english, path) && isMissing(merged, path)).join(', ')
    } else if (operation === 'create' || !originalDoc) {
      // A new document exists in English only: everything it has is still to translate.
      const written = paths.filter((path) => hasContent(data, path)).join(', ')
      for (const other of translations) data[statusFieldName(other)] = written
    }
    return data
  }) as CollectionBeforeChangeHook & GlobalBeforeChangeHook

  return { fields, beforeChange }
}

/**
 * The document as it reads in English. Not through the saving request: the local API would set
 * that request's locale to English, and the save in progress would then write the translation
 * over the English text.
 */
async function readEnglish({ collection, global, originalDoc, req }: Parameters<CollectionBeforeChangeHook>[0] & Parameters<GlobalBeforeChangeHook>[0]): Promise<Record<string, unknown>> {
  const options = { locale: defaultLocale, depth: 0, overrideAccess: true } as const
  if (global) return (await req.payload.findGlobal({ slug: global.slug, ...options })) as unknown as Record<string, unknown>
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (!collection || id === undefined) return {}
  return (await req.payload.findByID({ collection: collection.slug, id, disableErrors: true, ...options })) as unknown as Record<string, unknown> ?? {}
}

/** The admin list's column names for the status fields. */
export const translationStatusColumns: string[] = translations.map(statusFieldName)

function isMissing(doc: Record<string, unknown>, path: TranslatedPath): boolean {
  const [head, rest] = path.split('.', 2) as [string, string | undefined]
  const value = doc[head]
  if (rest !== undefined) {
    return Array.isArray(value) && value.some((row) => isBlank((row as Record<string, unknown> | null)?.[rest]))
  }
  return isBlank(value)
}

function hasContent(doc: Record<string, unknown>, path: TranslatedPath): boolean {
  const [head, rest] = path.split('.', 2) as [string, string | undefined]
  const value = doc[head]
  if (rest !== undefined) return Array.isArray(value) && value.some((row) => !isBlank((row as Record<string, unknown> | null)?.[rest]))
  return !isBlank(value)
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  // Rich text: an editor state with no text in it.
  if (typeof value === 'object' && 'root' in value) return !/"text":"[^"]*\S/.test(JSON.stringify(value))
  return false
}
