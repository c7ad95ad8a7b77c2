import type {
  ArrayFieldValidation,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  NumberFieldSingleValidation,
} from 'payload'
import { PLAN_STAGES, planIssues, type PlanMilestone, type PlanStage } from '@/lib/buyer-tools/payment-plan'
import { cacheTags } from '@/lib/cache-tags'
import { renderRichTextOnSave } from '../hooks/render-rich-text'
import { draftContentAccess } from '../access'
import { keepProjectWhileItHasLeads } from '../hooks/delete-guards'
import { queueProjectMatch } from '../hooks/alert-matching'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { validateSlug } from './developers'
import { propertyTypes } from './properties'
import { translationStatus } from '../fields/translation-status'
import { ADMIN_DATE } from '@/lib/admin-display'
import { adminCells } from '../admin-cells'

const stageLabels: Record<PlanStage, string> = {
  booking: 'On booking',
  construction: 'During construction',
  handover: 'On handover',
  'post-handover': 'After handover',
}

/** Rows as the admin form or a REST write sends them: any field may still be empty. */
type PlanRow = { label?: unknown; percent?: unknown; stage?: unknown; instalments?: unknown; dueMonthsAfterBooking?: unknown }

function toMilestone(row: PlanRow): PlanMilestone {
  const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN)
  return {
    label: typeof row.label === 'string' ? row.label : '',
    percent: num(row.percent),
    stage: (PLAN_STAGES as readonly unknown[]).includes(row.stage) ? (row.stage as PlanStage) : 'booking',
    instalments: num(row.instalments),
    dueMonthsAfterBooking: typeof row.dueMonthsAfterBooking === 'number' ? row.dueMonthsAfterBooking : null,
  }
}

/**
 * The shares must add up to 100 % before a project is published (a draft may be half-written:
 * Payload skips validation for drafts). Every problem shows under the field at once.
 */
const validatePaymentPlan: ArrayFieldValidation = (value) => {
  const rows = Array.isArray(value) ? (value as PlanRow[]) : []
  const issues = planIssues(rows.map(toMilestone))
  return issues.length === 0 || issues.join(' ')
}

const validateSizeTo: NumberFieldSingleValidation = (value, { siblingData }) => {
  const from = (siblingData as { sizeFromSqft?: unknown }).sizeFromSqft
  if (typeof value !== 'number') return 'Enter the largest size in sq ft.'
  return typeof from !== 'number' || value >= from || 'The largest size must be at least the smallest.'
}


/**
 * SQLite can only add the listings' `project` column without ON DELETE SET NULL, so deleting a
 * project that listings still point at would fail on its foreign key. Unlinking them first (in
 * the same transaction) deletes it on both databases, and the listings simply lose the link.
 */
const unlinkListings: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'properties',
    where: { project: { equals: id } },
    select: { reference: true },
    depth: 0,
    pagination: false,
    req,
  })
  // One at a time: the writes share the delete's transaction, and so its one connection.
  for (const listing of docs) {
    await req.payload.update({ collection: 'properties', id: listing.id, data: { project: null }, depth: 0, req })
  }
}

/** An off-plan development: what a buyer compares before registering interest. */
// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['location', 'description', 'paymentPlan.label', 'amenities.name'])

export const Projects: CollectionConfig = {
  slug: 'projects',
  access: draftContentAccess,
  admin: {
    group: 'Listings',
    useAsTitle: 'name',
    // One translation column here (the others are in each document's sidebar and the list's
    // column picker): with nine or more columns, the admin's list lost some developers' names
    // ('<No Developer>'), its lookup of the related documents skipping some of them.
    defaultColumns: ['name', 'developer', 'projectStatus', 'launchDate', 'handoverYear', '_status', 'isVerified', 'untranslatedAr'],
    listSearchableFields: ['name', 'slug', 'community', 'dldProjectNumber'],
  },
  // Only what an editor publishes reaches the site; staff prepare the rest as drafts.
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-launchDate',
  hooks: { afterChange: [...revalidateCollection(cacheTags.projects).afterChange, queueProjectMatch], afterDelete: revalidateCollection(cacheTags.projects).afterDelete, beforeChange: [translated.beforeChange, renderRichTextOnSave('description', 'descriptionHtml')], beforeDelete: [keepProjectWhileItHasLeads, unlinkListings] },
  fields: [
    ...translated.fields,
    publicIdField,
    { name: 'name', type: 'text', required: true, maxLength: 140 },
    {
      type: 'row',
      fields: [
        { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateSlug },
        { name: 'developer', type: 'relationship', relationTo: 'developers', required: true, index: true },
        { name: 'community', type: 'text', required: true, index: true },
      ],
    },
    {
      name: 'agent',
      label: 'Project agent',
      type: 'relationship',
      relationTo: 'team',
      admin: { description: 'The broker who answers register-interest requests for this project.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Status and facts',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  // Not `status`: with drafts, Payload's own `_status` would share its
                  // PostgreSQL enum name (enum_projects_status) and one would break the other.
                  name: 'projectStatus',
                  label: 'Project status',
                  type: 'select',
                  required: true,
                  index: true,
                  defaultValue: 'launching',
                  options: [
                    { label: 'Launching', value: 'launching' },
                    { label: 'Under construction', value: 'under-construction' },
                    { label: 'Ready', value: 'ready' },
                  ],
                },
                {
                  name: 'launchDate',
                  type: 'date',
                  required: true,
                  index: true,
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DATE } },
                },
                {
                  name: 'constructionProgress',
                  label: 'Construction progress (%)',
                  type: 'number',
                  required: true,
                  defaultValue: 0,
                  min: 0,
                  max: 100,
                  admin: { components: { Cell: adminCells.percent } },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'handoverQuarter',
                  label: 'Expected handover: quarter',
                  type: 'select',
                  required: true,
                  options: ['Q1', 'Q2', 'Q3', 'Q4'],
                },
                {
                  name: 'handoverYear',
                  label: 'Expected handover: year',
                  type: 'number',
                  required: true,
                  index: true,
                  min: 2000,
                  max: 2100,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'dldProjectNumber', label: 'DLD project number', type: 'text' },
                { name: 'escrowBank', label: 'Escrow account bank', type: 'text' },
                {
                  name: 'isVerified',
                  label: 'Verified',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: {
                    description: 'The DLD project number and escrow account have been checked.',
                    components: { Cell: adminCells.yesNo },
                  },
                },
              ],
            },
            {
              // Developers often pay part or all of the 4 % DLD transfer fee at launch: buyers'
              // cost figures for this project's units take it off.
              name: 'dldWaiverPercent',
              label: 'DLD fee paid by the developer (%)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 0,
              admin: {
                description: 'The share of the DLD transfer fee the developer pays for buyers: 0 (none) to 100 (all of it).',
                components: { Cell: adminCells.percent },
              },
            },
            { name: 'location', type: 'text', required: true, localized: true, admin: { description: 'e.g. “Off Al Khail Road, next to the Creek Tower”' } },
            { name: 'description', type: 'richText', required: true, localized: true },
            { name: 'descriptionHtml', type: 'textarea', localized: true, admin: { hidden: true } },
          ],
        },
        {
          label: 'Payment plan and units',
          fields: [
            {
              name: 'paymentPlan',
              type: 'array',
              required: true,
              validate: validatePaymentPlan,
              admin: { description: 'In order, from booking on. The shares must add up to 100 %.' },
              labels: { singular: 'Milestone', plural: 'Milestones' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, maxLength: 80, localized: true, admin: { placeholder: '40 % during construction' } },
                    { name: 'percent', label: 'Share (%)', type: 'number', required: true, min: 0, max: 100 },
                    {
                      name: 'stage',
                      type: 'select',
                      required: true,
                      options: PLAN_STAGES.map((value) => ({ label: stageLabels[value], value })),
                    },
                    { name: 'instalments', type: 'number', required: true, defaultValue: 1, min: 1, max: 120 },
                    {
                      name: 'dueMonthsAfterBooking',
                      label: 'First due (months after booking)',
                      type: 'number',
                      min: 0,
                      max: 240,
                      admin: { description: 'Leave empty to spread the instalments over the stage.' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'unitTypes',
              type: 'array',
              labels: { singular: 'Unit type', plural: 'Unit types' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'type', type: 'select', required: true, options: [...propertyTypes] },
                    { name: 'bedrooms', type: 'number', required: true, min: 0, max: 20, admin: { description: '0 for a studio.' } },
                    { name: 'sizeFromSqft', label: 'Size from (sq ft)', type: 'number', required: true, min: 0 },
                    { name: 'sizeToSqft', label: 'Size to (sq ft)', type: 'number', required: true, min: 0, validate: validateSizeTo },
                    { name: 'priceFromAed', label: 'Price from (AED)', type: 'number', required: true, min: 0 },
                    {
                      name: 'availability',
                      type: 'select',
                      required: true,
                      defaultValue: 'available',
                      options: [
                        { label: 'Available', value: 'available' },
                        { label: 'Limited', value: 'limited' },
                        { label: 'Sold out', value: 'sold-out' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Media',
          fields: [
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, required: true },
            { name: 'amenities', type: 'array', fields: [{ name: 'name', type: 'text', required: true, localized: true }] },
            {
              name: 'brochure',
              type: 'upload',
              relationTo: 'brochures',
              admin: { description: 'PDF. Private: visitors never download it from the site directly.' },
            },
          ],
        },
        {
          label: 'Listings',
          fields: [
            {
              name: 'listings',
              type: 'join',
              collection: 'properties',
              on: 'project',
              where: { completionStatus: { equals: 'off-plan' } },
              defaultSort: '-createdAt',
              admin: {
                defaultColumns: ['name', 'reference', 'price', 'bedrooms', 'createdAt'],
                description: 'Off-plan listings linked to this project (set “Project” on the listing).',
              },
            },
          ],
        },
      ],
    },
  ],
}
