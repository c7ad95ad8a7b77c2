import { CURRENCIES, type CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { locales, type Locale } from '@/lib/i18n/locales'
import { isListingId } from '@/lib/property-filter'
import { PROJECT_STATUSES } from './project-query'
import { emailField } from './enquiry'
import { intParam, textParam } from './query'
import { z } from './z'

// The messages are keys of the Validation namespace (messages.ts).

/** What POST /api/v1/alerts answers with its 201, whatever happened to the address. */
export const ALERT_MESSAGE = 'success.alertRequested'

export const ALERT_KINDS = ['listings', 'projects', 'listing'] as const
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const

/** A form sends '' for a choice left at "Any", and a script may send numbers: both read here. */
const blankIsUnset = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional())

/** What the visitor types into the alert form: the browser checks it with this too. */
export const alertFormSchema = z.object({
  email: emailField,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'alerts.frequency' }).default('instant'),
})

/**
 * POST /api/v1/alerts: the address and frequency, what to watch (a property search with the
 * listing page's own parameters, a project search with the projects page's, or one listing by
 * id), and the edition and currency the e-mails are written in. Price bounds are in `currency`.
 */
export const alertSchema = alertFormSchema
  .extend({
    kind: z.enum(ALERT_KINDS, { error: 'alerts.kind' }),
    // A property search: /property's parameters.
    status: optional(z.enum(['sell', 'rent'], { error: 'alerts.status' })),
    location: optional(textParam),
    type: optional(textParam),
    bedrooms: optional(intParam(0, 20)),
    minPrice: optional(intParam(0, 10_000_000_000)),
    maxPrice: optional(intParam(0, 10_000_000_000)),
    // A project search: /projects' parameters.
    community: optional(textParam),
    developer: optional(z.string().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'query.developerSlug')),
    handoverYear: optional(intParam(2000, 2100)),
    projectStatus: optional(z.enum(PROJECT_STATUSES, { error: 'alerts.projectStatus' })),
    // One listing.
    listing: optional(z.string().refine(isListingId, 'fields.listingIdInvalid')),
    locale: optional(z.enum(locales, { error: 'alerts.locale' })),
    currency: optional(
      z.custom<CurrencyCode>((value) => (CURRENCIES as readonly unknown[]).includes(value), {
        message: 'query.oneOf',
        params: { list: CURRENCIES.join(', ') },
      }),
    ),
  })
  .superRefine((alert, ctx) => {
    if (alert.kind === 'listing' && !alert.listing) {
      ctx.addIssue({ code: 'custom', path: ['listing'], message: 'fields.listingIdInvalid' })
    }
    if (alert.minPrice !== undefined && alert.maxPrice !== undefined && alert.minPrice > alert.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'alerts.priceOrder' })
    }
  })

export type AlertFormValues = z.input<typeof alertFormSchema>
export type AlertRequest = z.output<typeof alertSchema>
export type AlertLocale = Locale
