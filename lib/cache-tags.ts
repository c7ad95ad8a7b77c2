/** Cache tags shared by the readers in lib/server and the revalidation hooks in lib/cms. */
export const cacheTags = {
  properties: 'properties',
  projects: 'projects',
  developers: 'developers',
  articles: 'articles',
  team: 'team',
  testimonials: 'testimonials',
  partners: 'partners',
  media: 'media',
  settings: 'site-settings',
} as const
