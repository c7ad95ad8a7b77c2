import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { isStaff } from '@/lib/cms/access'
import { PERMIT_WARNING_DAYS } from '@/lib/dubai/compliance'
import { formatAdminDay } from '@/lib/format'
import { type ComplianceRow, complianceReport } from '@/lib/server/compliance-report'
import styles from './compliance-view.module.css'

const DAY = 24 * 60 * 60 * 1000

function expiryWords(row: ComplianceRow): string {
  if (!row.permitExpiresAt || row.daysLeft === null) return 'No expiry date'
  const past = Date.now() - new Date(row.permitExpiresAt).getTime()
  if (past >= 0) {
    const days = Math.floor(past / DAY)
    return days === 0 ? 'Expired today' : days === 1 ? 'Expired yesterday' : `Expired ${days} days ago`
  }
  if (row.daysLeft === 0) return 'Expires today'
  return row.daysLeft === 1 ? '1 day left' : `${row.daysLeft} days left`
}

function ListingCell({ row, adminRoute }: { row: ComplianceRow; adminRoute: string }) {
  return (
    <a className={styles.listing} href={`${adminRoute}/collections/properties/${row.id}`}>
      <span className={styles.reference}>{row.reference}</span>
      <span>{row.name}</span>
    </a>
  )
}

function ExpiryCell({ row }: { row: ComplianceRow }) {
  const urgent = row.daysLeft !== null && row.daysLeft < PERMIT_WARNING_DAYS
  return (
    <>
      <span>{row.permitExpiresAt ? formatAdminDay(new Date(row.permitExpiresAt)) : '—'}</span>
      <span className={urgent ? styles.urgent : styles.muted}>{expiryWords(row)}</span>
    </>
  )
}

function ComplianceTable({
  rows,
  adminRoute,
  label,
}: {
  rows: ComplianceRow[]
  adminRoute: string
  label: string
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Listing</th>
            <th scope="col">Permit number</th>
            <th scope="col">Permit expires</th>
            <th scope="col">Agent</th>
            <th scope="col">Agent BRN</th>
            <th scope="col">What to fix</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-reference={row.reference}>
              <td>
                <ListingCell row={row} adminRoute={adminRoute} />
              </td>
              <td className={styles.number}>{row.permitNumber ?? '—'}</td>
              <td>
                <ExpiryCell row={row} />
              </td>
              <td>{row.agent?.name ?? '—'}</td>
              <td className={styles.number}>{row.agent?.brn ?? '—'}</td>
              <td>
                {row.problems.length === 0 ? (
                  <span className={styles.ok}>✓ Ready to advertise</span>
                ) : (
                  <ul className={styles.problems}>
                    {row.problems.map((problem) => (
                      <li key={problem.field}>{problem.message}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * DLD advertising compliance at a glance, for the staff who keep listings on the market: every
 * published listing's permit, its expiry, its agent and their BRN, and what is missing or wrong
 * in the words the publish rules use; above them, the permits to renew in the next two weeks.
 * Each listing links to its edit page. A listing whose permit ran out is already off the site
 * and the portals' feeds; it stays here, flagged, until it is renewed or withdrawn.
 */
export async function ComplianceView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    req,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }
  if (!isStaff({ req })) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1 className={styles.title}>Compliance</h1>
          <p>Only the firm’s staff can see this page.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const { rows, expiringSoon, withProblems } = await complianceReport(req.payload)
  return (
    <DefaultTemplate {...template}>
      <SetStepNav nav={[{ label: 'Compliance' }]} />
      <Gutter className={styles.view}>
        <h1 className={styles.title}>Compliance</h1>
        <p className={styles.intro}>
          Every published listing checked against the Dubai Land Department’s advertising rules
          today. A listing whose permit has expired has already left the website and the portal
          feeds: renew the permit, enter the new expiry date, and it returns.
        </p>
        <dl className={styles.summary}>
          <div>
            <dt>Published listings</dt>
            <dd>{rows.length}</dd>
          </div>
          <div data-summary="expiring">
            <dt>Permits expiring in {PERMIT_WARNING_DAYS} days</dt>
            <dd className={expiringSoon.length > 0 ? styles.urgent : undefined}>{expiringSoon.length}</dd>
          </div>
          <div data-summary="problems">
            <dt>Need fixing</dt>
            <dd className={withProblems.length > 0 ? styles.urgent : undefined}>{withProblems.length}</dd>
          </div>
        </dl>

        <section aria-labelledby="expiring-heading" className={styles.section}>
          <h2 id="expiring-heading">Permits expiring in {PERMIT_WARNING_DAYS} days</h2>
          {expiringSoon.length === 0 ? (
            <p className={styles.muted}>No permit runs out in the next {PERMIT_WARNING_DAYS} days.</p>
          ) : (
            <ComplianceTable
              rows={expiringSoon}
              adminRoute={adminRoute}
              label={`Permits expiring in ${PERMIT_WARNING_DAYS} days`}
            />
          )}
        </section>

        <section aria-labelledby="all-heading" className={styles.section}>
          <h2 id="all-heading">All published listings</h2>
          {rows.length === 0 ? (
            <p className={styles.muted}>No listing is published yet.</p>
          ) : (
            <ComplianceTable rows={rows} adminRoute={adminRoute} label="All published listings" />
          )}
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
