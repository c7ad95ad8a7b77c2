import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ADMIN_DATE_TIME } from '@/lib/admin-display'
import { collections } from '@/lib/cms/collections'
import { database, watchConnectionPool } from '@/lib/cms/database'
import { jobs } from '@/lib/cms/jobs'
import { smtpAdapter } from '@/lib/cms/email'
import { cmsLogger, logRefusal, refusalLoggingLevels } from '@/lib/cms/refusal-log'
import { SiteSettings } from '@/lib/cms/globals/site-settings'
import { storagePlugins } from '@/lib/cms/storage'
import { env } from '@/lib/env'
import { defaultLocale, localeInfo, locales } from '@/lib/i18n/locales'
import { payloadSecret } from '@/lib/secret'

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: payloadSecret(),
  telemetry: false,
  // Our public JSON API owns /api/v1; Payload's REST moves aside.
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    avatar: 'default',
    // Day first, with the year and the time, as staff in the UAE write dates (date-fns pattern).
    dateFormat: ADMIN_DATE_TIME,
    meta: { titleSuffix: ` — ${env.SITE_NAME}` },
    importMap: { baseDir: path.resolve(/*turbopackIgnore: true*/ process.cwd()) },
    components: {
      // DLD advertising compliance for staff: permits to renew and listings to fix.
      // Alert searches for staff: what visitors asked to be e-mailed about, by demand.
      views: {
        compliance: { Component: '/components/admin/compliance-view#ComplianceView', path: '/compliance' },
        alertSearches: { Component: '/components/admin/alert-searches-view#AlertSearchesView', path: '/alert-searches' },
      },
      afterNavLinks: [
        { path: '/components/admin/view-nav-link.client#ViewNavLink', clientProps: { path: '/compliance', label: 'Compliance', first: true } },
        { path: '/components/admin/view-nav-link.client#ViewNavLink', clientProps: { path: '/alert-searches', label: 'Alert searches' } },
      ],
      beforeDashboard: ['/components/admin/compliance-dashboard#ComplianceDashboard'],
    },
  },
  collections,
  globals: [SiteSettings],
  // Background work (alert matching and e-mails, digests): lib/cms/jobs.ts.
  jobs,
  // The site's editions (lib/i18n/locales.ts). A text left empty in a translation shows in
  // English on that edition's pages; the documents' translation fields list what is missing.
  localization: {
    locales: locales.map((code) => ({
      code,
      label: localeInfo[code].nativeName,
      rtl: localeInfo[code].dir === 'rtl',
    })),
    defaultLocale,
    fallback: true,
  },
  // A refused request (401, 403…) is one line in the log, not an error with its stack.
  logger: cmsLogger,
  loggingLevels: refusalLoggingLevels,
  hooks: { afterError: [logRefusal] },
  editor: lexicalEditor(),
  db: database(),
  onInit: watchConnectionPool,
  sharp,
  typescript: {
    outputFile: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/cms/payload-types.ts'),
  },
  upload: { limits: { fileSize: 6_000_000 } },
  // Uploads on disk under DATA_DIR, or in the S3-compatible bucket when S3_BUCKET is set.
  plugins: storagePlugins(),
  // New-lead notifications; off (undefined) unless SMTP_HOST is set.
  email: smtpAdapter(),
})
