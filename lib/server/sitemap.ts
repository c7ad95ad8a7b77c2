import 'server-only'
import { privacyPolicy, termsAndConditions } from '@/content/legal'
import { serviceSlugs } from '@/content/services'
import { sitemapEntries, type SitemapEntry } from '@/lib/sitemap'
import { listArticleStamps } from './articles'
import { listProjectStamps } from './projects'
import { listPropertyStamps } from './properties'
import { latestTeamChange, listBrokerStamps } from './team'

/** A failed read leaves its part out (and says so in the log) rather than failing the sitemap. */
function orElse<T>(read: Promise<T>, fallback: T, what: string): Promise<T> {
  return read.catch((error: unknown) => {
    console.error(`sitemap: ${what} failed`, error)
    return fallback
  })
}

/** Every public page with its last change, from the cached stamp reads. */
export async function readSitemapEntries(): Promise<SitemapEntry[]> {
  const [properties, projects, articles, teamUpdatedAt, brokers] = await Promise.all([
    orElse(listPropertyStamps(), [], 'property stamps'),
    orElse(listProjectStamps(), [], 'project stamps'),
    orElse(listArticleStamps(), [], 'article stamps'),
    orElse(latestTeamChange(), null, 'team stamp'),
    orElse(listBrokerStamps(), [], 'broker stamps'),
  ])
  return sitemapEntries({
    properties,
    projects,
    articles,
    teamUpdatedAt,
    brokers,
    serviceSlugs,
    legalEffective: { privacy: privacyPolicy.effectiveDate, terms: termsAndConditions.effectiveDate },
  })
}
