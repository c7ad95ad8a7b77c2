/**
 * One edition of the demo content beyond English, as the seed writes it into that CMS locale
 * (scripts/seed/translations.ts). Every table is partial: a document left out keeps showing its
 * English on that edition's pages, marked as English, and the admin's translation column lists it.
 * Keys are the English seed's own: a listing's `key`, an article's or project's `slug`, a team
 * member's or testimonial's `key`, a developer's `key`; amenity and payment-plan keys are their
 * English text.
 */
export interface SeedEdition {
  listings: Readonly<Record<string, { name: string; location: string; description: string }>>
  /** English amenity name → this edition's. */
  amenities: Readonly<Record<string, string>>
  /** English payment-plan text → this edition's. */
  paymentPlans: Readonly<Record<string, string>>
  /** A building-info value ('Q4 2027', 'Contemporary', '42') in this edition's words. */
  buildingValue: (english: string) => string
  team: Readonly<Record<string, { designation: string; bio: string }>>
  testimonials: Readonly<Record<string, { message: string; location: string }>>
  articles: Readonly<Record<string, { title: string; excerpt: string; html: string }>>
  developers: Readonly<Record<string, string>>
  projects: Readonly<
    Record<
      string,
      { location: string; description: string[]; paymentPlanLabels: string[]; amenities: string[] }
    >
  >
  settings: { address: string; openingHours: string }
}
