import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

let editorConfig: EditorConfig | null = null

/** The seed's articles are written as HTML; staff edit them in Lexical, so they are stored as Lexical. */
export async function htmlToLexical(config: SanitizedConfig, html: string) {
  editorConfig ??= await editorConfigFactory.default({ config })
  return convertHTMLToLexical({ editorConfig, html, JSDOM })
}
