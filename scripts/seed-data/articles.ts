import { communityGuidesPart1 } from './articles-guides-1'
import { communityGuidesPart2 } from './articles-guides-2'
import { areaGuidesPart1 } from './articles-guides-3'
import { areaGuidesPart2 } from './articles-guides-4'
import { newsPart1 } from './articles-news-1'
import { newsPart2 } from './articles-news-2'
import { newsPart3 } from './articles-news-3'
import { newsPart4 } from './articles-news-4'
import type { SeedArticle } from './types'

export const newsArticles: SeedArticle[] = [...newsPart1, ...newsPart2, ...newsPart3, ...newsPart4]

// The six cards on /communities, in display order.
export const communityGuides: SeedArticle[] = [...communityGuidesPart1, ...communityGuidesPart2]

// The four 'Explore Dubai' cards on the home page; content/home.ts repeats these slugs.
export const areaGuides: SeedArticle[] = [...areaGuidesPart1, ...areaGuidesPart2]

export const communityGuideSlugs: string[] = communityGuides.map((guide) => guide.slug)
export const areaGuideSlugs: string[] = areaGuides.map((guide) => guide.slug)

export const articles: SeedArticle[] = [...newsArticles, ...communityGuides, ...areaGuides]
