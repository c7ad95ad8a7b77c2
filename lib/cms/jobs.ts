import type { CollectionConfig, JobsConfig, TaskConfig } from 'payload'
import { isAdmin, isAdminRequest, isStaff } from './access'
import { withJsonAsText, withReadableValues } from './admin-cells'
import { env } from '@/lib/env'

/** Every background job of the site runs in this queue. */
export const JOBS_QUEUE = 'alerts'

/**
 * The handlers are loaded when a job runs, not with the config: the CMS's scripts (seed,
 * migrations) load this file outside the site, where the mail and rendering code cannot run.
 */
const alertJobs = () => import('@/lib/server/alert-jobs')
type AlertJobs = typeof import('@/lib/server/alert-jobs')

/** A mail server that is down gets time to come back: 1, 2, 4, 8 and 16 minutes. */
const mailRetries = { attempts: 5, backoff: { type: 'exponential' as const, delay: 60_000 } }

const tasks: TaskConfig[] = [
  {
    slug: 'alertsMatchListing',
    label: 'Match a listing with the saved searches',
    inputSchema: [
      { name: 'listing', type: 'number', required: true },
      // The price before a staff change: a cut below it tells those watching the listing.
      { name: 'previousPrice', type: 'number' },
      // What searches read of it before the change, when it was on the market already: a search
      // it matched then has had it, so only searches the change brings it into hear of it.
      { name: 'before', type: 'json' },
    ],
    retries: 3,
    handler: async ({ input, req }) => {
      await (await alertJobs()).matchListing(req.payload, input as Parameters<AlertJobs['matchListing']>[1])
      return { output: {} }
    },
  },
  {
    slug: 'alertsMatchProject',
    label: 'Match a project with the saved searches',
    inputSchema: [
      { name: 'project', type: 'number', required: true },
      // What searches read of it before the change, when it was published already.
      { name: 'before', type: 'json' },
    ],
    retries: 3,
    handler: async ({ input, req }) => {
      await (await alertJobs()).matchProject(req.payload, input as Parameters<AlertJobs['matchProject']>[1])
      return { output: {} }
    },
  },
  {
    slug: 'alertsDeliver',
    label: 'Send an alert e-mail',
    inputSchema: [{ name: 'alert', type: 'number', required: true }],
    retries: mailRetries,
    handler: async ({ input, req }) => {
      const outcome = await (await alertJobs()).deliverAlert(req.payload, input as { alert: number })
      return { output: { outcome } }
    },
    outputSchema: [{ name: 'outcome', type: 'text' }],
  },
  {
    // A confirmation (or 'you have this alert') the mail server refused when it was asked for.
    slug: 'alertsNotice',
    label: 'Send an alert confirmation again',
    inputSchema: [
      { name: 'kind', type: 'text', required: true },
      { name: 'alert', type: 'number', required: true },
      { name: 'locale', type: 'text', required: true },
    ],
    retries: mailRetries,
    handler: async ({ input, req }) => {
      await (await alertJobs()).resendNotice(req.payload, input as Parameters<AlertJobs['resendNotice']>[1])
      return { output: {} }
    },
  },
  {
    slug: 'alertsDigest',
    label: 'Send the daily alert digests',
    schedule: [{ cron: env.ALERT_DIGEST_CRON, queue: JOBS_QUEUE }],
    retries: 2,
    handler: async ({ req }) => {
      await (await alertJobs()).queueDigests(req.payload)
      return { output: {} }
    },
  },
  {
    slug: 'alertsExpire',
    label: 'Delete unconfirmed alerts after 7 days',
    schedule: [{ cron: env.ALERT_EXPIRE_CRON, queue: JOBS_QUEUE }],
    retries: 2,
    handler: async ({ req }) => {
      await (await alertJobs()).expireUnconfirmed(req.payload)
      return { output: {} }
    },
  },
]

/**
 * Staff see the jobs (a failed alert e-mail stays there with its error after its last retry);
 * only admins may delete them. Payload keeps the collection out of the admin's menu by default.
 */
function jobsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    fields: withReadableValues(
      withJsonAsText(defaultJobsCollection.fields),
      { name: 'taskSlug', label: 'Task', labels: Object.fromEntries(tasks.map((task) => [task.slug, task.label ?? task.slug])) },
      ['processing', 'hasError'],
    ),
    labels: { singular: 'Background job', plural: 'Background jobs' },
    access: { ...defaultJobsCollection.access, read: isStaff, delete: isAdmin },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'Alerts',
      description:
        'Alert matching and e-mails run here. A job with an error has used all its retries: its log says why (often the mail server).',
      defaultColumns: ['taskSlug', 'processing', 'hasError', 'totalTried', 'waitUntil', 'completedAt', 'createdAt'],
    },
  }
}

/** A cron (with seconds) for "every n seconds": under a minute by seconds, else by whole minutes. */
export function everySeconds(seconds: number): string {
  return seconds < 60 ? `*/${seconds} * * * * *` : `0 */${Math.max(1, Math.round(seconds / 60))} * * * *`
}

/**
 * Payload's jobs queue, run by every instance of the site every JOBS_EVERY_SECONDS (autoRun),
 * which also queues the scheduled tasks. Two instances may pick up the same job: what a job does
 * is written so that doing it twice changes nothing (unique match keys, a unique claim per
 * e-mail; lib/server/alert-jobs.ts).
 */
export const jobs: JobsConfig = {
  tasks,
  jobsCollectionOverrides: jobsCollection,
  deleteJobOnComplete: true,
  // Payload's REST can run, queue and cancel jobs: admins only (the site queues with the Local API).
  access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
  autoRun: env.JOBS_AUTORUN ? [{ cron: everySeconds(env.JOBS_EVERY_SECONDS), queue: JOBS_QUEUE, limit: 50 }] : [],
}
