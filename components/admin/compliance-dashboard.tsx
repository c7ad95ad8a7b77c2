import type { ServerProps } from 'payload'
import { PERMIT_WARNING_DAYS } from '@/lib/dubai/compliance'
import { complianceReport } from '@/lib/server/compliance-report'
import styles from './compliance-view.module.css'

/**
 * On the admin's dashboard: how many permits run out in the next two weeks and how many
 * published listings need fixing, with the way to the compliance view that lists them.
 */
export async function ComplianceDashboard({ payload, user }: ServerProps) {
  // Staff sign in as `users`; nothing here is for any other account.
  if (user?.collection !== 'users') return null
  const { expiringSoon, withProblems } = await complianceReport(payload)
  const href = `${payload.config.routes.admin}/compliance`
  return (
    <section aria-labelledby="compliance-dashboard-heading" className={styles.dashboard}>
      <h2 id="compliance-dashboard-heading">Compliance</h2>
      <dl className={styles.summary}>
        <div data-summary="expiring">
          <dt>Permits expiring in {PERMIT_WARNING_DAYS} days</dt>
          <dd className={expiringSoon.length > 0 ? styles.urgent : undefined}>{expiringSoon.length}</dd>
        </div>
        <div data-summary="problems">
          <dt>Published listings that need fixing</dt>
          <dd className={withProblems.length > 0 ? styles.urgent : undefined}>{withProblems.length}</dd>
        </div>
      </dl>
      <a href={href}>Open the compliance view</a>
    </section>
  )
}
