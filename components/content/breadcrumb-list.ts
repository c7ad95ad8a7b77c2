/**
 * schema.org BreadcrumbList for a detail page, so search results show its path
 * (Home › Properties › name) instead of a bare URL. Paths are made absolute on `siteUrl`.
 */
export function breadcrumbList(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, siteUrl).toString(),
    })),
  }
}
