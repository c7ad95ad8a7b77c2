// The two legal documents, re-exported together for pages and the sitemap; every edition has
// the same shape and the same effective dates.
export { privacyPolicy } from './privacy'
export { termsAndConditions } from './terms'
export { privacyPolicy as privacyPolicyAr } from './ar/privacy'
export { termsAndConditions as termsAndConditionsAr } from './ar/terms'
export { privacyPolicy as privacyPolicyRu } from './ru/privacy'
export { termsAndConditions as termsAndConditionsRu } from './ru/terms'
export { privacyPolicy as privacyPolicyZh } from './zh/privacy'
export { termsAndConditions as termsAndConditionsZh } from './zh/terms'
