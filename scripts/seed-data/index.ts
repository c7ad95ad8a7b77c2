// Single entry point for the seed script.
export * from './types'
export { team } from './team'
export { properties } from './properties'
export {
  articles,
  newsArticles,
  communityGuides,
  areaGuides,
  communityGuideSlugs,
  areaGuideSlugs,
} from './articles'
export { testimonials } from './testimonials'
export { partners } from './partners'
export { developers } from './developers'
export { projects } from './projects'
