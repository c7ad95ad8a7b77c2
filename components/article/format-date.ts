const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })

/** '12 March 2026', in Dubai time so a late-evening publish never shows the next day. */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : long.format(date)
}
