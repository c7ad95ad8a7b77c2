// The two legal documents, re-exported together for pages and the sitemap; the Arabic editions
// have the same shape and the same effective dates.
export { privacyPolicy } from './privacy'
export { termsAndConditions } from './terms'
export { privacyPolicy as privacyPolicyAr } from './ar/privacy'
export { termsAndConditions as termsAndConditionsAr } from './ar/terms'
