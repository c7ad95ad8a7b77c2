import { APIError, ValidationError, type Access, type CollectionBeforeDeleteHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { complianceProblems, type ComplianceProblem } from '@/lib/dubai/compliance'
import { permitExpiryFor } from '@/lib/dubai/permit-expiry'
import { cacheTags } from '@/lib/cache-tags'
import { formatAdminDay } from '@/lib/format'
import { carriedUntil, EMPTY_FEED_STATE, feedStateKey, type FeedState } from '@/lib/feeds/stamps'
import { isStaff, publicContentAccess } from '../access'
import { queueListingMatch } from '../hooks/alert-matching'
import { isOnTheMarket, onTheMarket } from '../market'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'
import { adminCells } from '../admin-cells'
import { relationId } from '../relation-id'

export const propertyTypes = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Retail'] as const

/** A listing, with the facts Dubai law and buyers expect on every advertisement. */
// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['name', 'location', 'description', 'amenities.name', 'paymentPlan', 'buildingInfo.value'])

export const PORTALS = [
  { label: 'Property Finder', value: 'property-finder' },
  { label: 'Bayut and dubizzle', value: 'bayut' },
] as const

/**
 * A listing is published only when the Dubai Land Department's advertising rules are met
 * (lib/dubai/compliance.ts): each problem is shown on its field, in words staff can act on.
 * A draft may be saved with anything missing.
 */
/** What the rules read: a change to any of them on a published listing is checked again. */
const COMPLIANCE_FIELDS = ['publication', 'permitNumber', 'permitExpiresAt', 'agent', 'completionStatus', 'saleType', 'project'] as const

const publishOnlyWhenCompliant: CollectionBeforeValidateHook = async ({ data = {}, originalDoc, req, context }) => {
  const listing = { ...originalDoc, ...data }
  // Imports of listings published elsewhere earlier (the demo content) are taken as they were.
  if (listing.publication !== 'published' || context.publishedEarlier) return data
  // Editing the words or photos of a published listing is not publishing it again: a permit
  // that has run out since takes it off the site by itself, and the compliance view says so.
  const sameId = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)
  const touched = COMPLIANCE_FIELDS.some(
    (field) => field in data && sameId(data[field]) !== sameId(originalDoc?.[field]),
  )
  if (originalDoc?.publication === 'published' && !touched) return data
  const agentId = relationId(listing.agent)
  const agent = agentId
    ? await req.payload.findByID({ collection: 'team', id: agentId, depth: 0, disableErrors: true, req })
    : null
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const problems = complianceProblems(
    { ...listing, hasAgent: Boolean(agent), agentBrn: agent?.brn ?? null },
    { orn: settings.orn },
  )
  if (problems.length === 0) return data
  const errors = problems.map(({ field, message }) => ({
    path: field === 'orn' ? 'publication' : field,
    label: COMPLIANCE_LABELS[field],
    message: field === 'orn' ? message : `Cannot publish: ${message}`,
  }))
  const refusal = new ValidationError({ collection: 'properties', errors })
  refusal.message = refusalToast(problems, originalDoc?.publication === 'published')
  throw refusal
}

/** The labels staff see on the fields the rules read (the field codes mean nothing to them). */
const COMPLIANCE_LABELS: Record<ComplianceProblem['field'], string> = {
  permitNumber: 'Trakheesi permit number',
  permitExpiresAt: 'Permit expires',
  agent: 'Listing agent',
  project: 'Project',
  orn: 'Publication',
}

/**
 * The admin shows a refused save as a toast built from this message: the words before the first
 * colon are its heading and each comma after it starts a line. So the toast carries the reasons
 * themselves, each after its field's label, instead of field codes with the reasons hidden in
 * tooltips; a comma inside a reason becomes a dash so that it stays on its line.
 */
export function refusalToast(problems: readonly ComplianceProblem[], alreadyPublished = false): string {
  const lines = problems.map(({ field, message }) => `${COMPLIANCE_LABELS[field]} — ${message.replaceAll(',', ' —')}`)
  return `This listing cannot ${alreadyPublished ? 'stay published' : 'be published yet'}: ${lines.join(', ')}`
}

/**
 * A listing is deleted only once nothing relies on it: not while it is on the site and in the
 * portals' feeds, nor while Bayut's feed lists it as deleted (30 days after it left), nor while
 * enquiries name it (they would lose which listing they were about).
 */
const keepListingWhileItIsNeeded: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const listing = await req.payload.findByID({ collection: 'properties', id, depth: 0, disableErrors: true, overrideAccess: true, req })
  if (!listing) return
  const refuse = (reason: string) => {
    throw new APIError(`${listing.reference} ${reason}`, 400, { collection: 'properties', id }, true)
  }
  if (isOnTheMarket(listing))
    refuse("is on the site and in the portals' feeds: set it to Withdrawn first, so that Property Finder and Bayut take it down, then delete it.")
  // Bayut is told a listing has gone by seeing it as deleted in its feed for 30 days; a listing
  // deleted sooner would simply vanish from the feed and stay up on Bayut.
  const bayut = (await req.payload.kv.get<FeedState>(feedStateKey('bayut'))) ?? EMPTY_FEED_STATE
  // Off the market since its permit ran out, or since the save that withdrew it.
  const expired = listing.publication === 'published' && listing.permitExpiresAt
  const left = new Date(expired ? listing.permitExpiresAt! : listing.updatedAt)
  const until = carriedUntil(bayut, String(listing.id), left)
  if (until && until.getTime() > Date.now())
    refuse(`is in Bayut's feed as deleted until ${formatAdminDay(until)}, so that Bayut takes it down: keep it withdrawn until then.`)
  const { totalDocs } = await req.payload.count({ collection: 'enquiries', where: { property: { equals: id } }, overrideAccess: true, req })
  if (totalDocs > 0)
    refuse(`has ${totalDocs === 1 ? '1 enquiry, which names' : `${totalDocs} enquiries, which name`} it: keep it withdrawn, so they keep their listing.`)
}

/** Staff see every listing in the admin; the site's own reads see what is on the market. */
const listingsRead: Access = (args) => {
  if (isStaff(args)) return true
  return args.req.payloadAPI === 'local' ? onTheMarket() : false
}

export const Properties: CollectionConfig = {
  slug: 'properties',
  access: { ...publicContentAccess, read: listingsRead },
  admin: {
    group: 'Listings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'reference', 'price', 'status', 'isFeatured', 'createdAt', ...translationStatusColumns],
    listSearchableFields: ['name', 'reference', 'city', 'location'],
  },
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [...revalidateCollection(cacheTags.properties).afterChange, queueListingMatch],
    afterDelete: revalidateCollection(cacheTags.properties).afterDelete,
    beforeValidate: [publishOnlyWhenCompliant],
    beforeChange: [translated.beforeChange],
    beforeDelete: [keepListingWhileItIsNeeded],
  },
  fields: [
    ...translated.fields,
    publicIdField,
    {
      // Drafts and withdrawn listings stay in the admin only; a published one is on the site and
      // in the portals' feeds while its permit is valid (lib/cms/market.ts#onTheMarket).
      name: 'publication',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'draft',
      // A duplicate starts as a draft: it shares its original's permit and reference until staff
      // change them, and publishing it would put a second copy of the home on the site.
      hooks: { beforeDuplicate: [() => 'draft'] },
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Published', value: 'published' },
        { label: 'Withdrawn', value: 'withdrawn' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Published needs a valid Trakheesi permit and expiry, an agent with a BRN, and the firm’s ORN.',
      },
    },
    {
      name: 'portals',
      type: 'select',
      hasMany: true,
      defaultValue: PORTALS.map((portal) => portal.value),
      options: [...PORTALS],
      admin: { position: 'sidebar', description: 'The portal feeds that carry this listing.' },
    },
    { name: 'name', type: 'text', required: true, maxLength: 140, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: { width: '33%' } },
        {
          name: 'permitNumber',
          label: 'Trakheesi permit number',
          type: 'text',
          admin: { width: '33%' },
        },
        {
          name: 'isFeatured',
          label: 'Featured',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            width: '33%',
            description: 'Shown in “Featured Properties” on the home page.',
            components: { Cell: adminCells.yesNo },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'sell',
          options: [
            { label: 'For sale', value: 'sell' },
            { label: 'For rent', value: 'rent' },
          ],
        },
        { name: 'type', type: 'select', required: true, index: true, options: [...propertyTypes] },
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          index: true,
          admin: { description: 'AED; yearly for rentals.', components: { Cell: adminCells.price } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'Community', type: 'text', required: true, index: true },
        { name: 'location', label: 'Address', type: 'text', required: true, localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bedrooms', type: 'number', required: true, min: 0, max: 20, index: true },
        { name: 'bathrooms', type: 'number', required: true, min: 0, max: 20 },
        { name: 'sqft', label: 'Size (sq ft)', type: 'number', required: true, min: 0 },
        { name: 'parking', type: 'number', required: true, min: 0, max: 20, defaultValue: 1 },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'banner', type: 'upload', relationTo: 'media', required: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, required: true },
    { name: 'amenities', type: 'array', fields: [{ name: 'name', type: 'text', required: true, localized: true }] },
    {
      name: 'agent',
      label: 'Listing agent',
      type: 'relationship',
      relationTo: 'team',
      index: true,
      admin: { description: 'A broker with a BRN: enquiries about this listing go to them.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'permitExpiresAt',
          label: 'Permit expires',
          type: 'date',
          index: true,
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'The permit is valid through this day: at midnight Dubai time after it, the listing leaves the site and the feeds by itself.',
          },
          // The picker stores noon UTC (16:00 in Dubai): the permit runs to the end of the day.
          hooks: { beforeValidate: [({ value }) => permitExpiryFor(value)] },
        },
        {
          name: 'permitCheckedAt',
          label: 'Permit last checked',
          type: 'date',
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'The day staff last checked the permit with the DLD; shown on the listing as “Permit checked”.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Dubai listing facts',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'completionStatus',
              type: 'select',
              required: true,
              defaultValue: 'ready',
              options: [
                { label: 'Ready', value: 'ready' },
                { label: 'Off-plan', value: 'off-plan' },
              ],
            },
            { name: 'handoverDate', type: 'text', admin: { description: 'e.g. Q4 2027' } },
            { name: 'developer', type: 'text' },
          ],
        },
        {
          // Who sells decides the fees: a unit bought from the developer carries no agency fee
          // (the developer pays the broker); a resale, ready or off-plan, carries the 2 % + VAT.
          name: 'saleType',
          label: 'Sold by',
          type: 'select',
          required: true,
          defaultValue: 'resale',
          options: [
            { label: 'The developer (primary sale, no agency fee to the buyer)', value: 'primary' },
            { label: 'An owner (resale)', value: 'resale' },
          ],
          admin: { condition: (data) => data?.completionStatus === 'off-plan' },
        },
        {
          name: 'project',
          type: 'relationship',
          relationTo: 'projects',
          index: true,
          admin: {
            condition: (data) => data?.completionStatus === 'off-plan',
            description: 'The off-plan project this unit belongs to: it is listed on the project’s page.',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'paymentPlan', type: 'text', localized: true },
            {
              name: 'furnishing',
              type: 'select',
              defaultValue: 'unfurnished',
              options: [
                { label: 'Furnished', value: 'furnished' },
                { label: 'Unfurnished', value: 'unfurnished' },
                { label: 'Partly furnished', value: 'partly-furnished' },
              ],
            },
            { name: 'serviceCharge', label: 'Service charge (AED / sq ft)', type: 'number', min: 0 },
            {
              name: 'cheques',
              label: 'Rent cheques (up to)',
              type: 'number',
              min: 1,
              max: 12,
              admin: {
                condition: (data) => data?.status === 'rent',
                description: 'The most cheques the landlord accepts for a year’s rent; Property Finder shows it.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'buildingInfo',
      type: 'array',
      admin: { description: 'Shown as the building-info table (e.g. Building, Floors, Completion).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
}
