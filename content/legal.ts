// The two legal documents, re-exported together for pages and the sitemap.
export { privacyPolicy } from './privacy'
export { termsAndConditions } from './terms'
