/** Plain-text excerpt of article HTML: tags stripped, entities decoded, cut to `length` characters. */
export function excerptOf(html: string, length = 100): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > length ? text.slice(0, length) : text
}
