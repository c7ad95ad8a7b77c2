import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { isStaff } from '@/lib/cms/access'
import { alertSearchReport } from '@/lib/server/alert-report'
import styles from './compliance-view.module.css'

const KIND_NAMES = { listings: 'Property search', projects: 'Project search', listing: 'Price of one listing' } as const

/**
 * Alert searches for staff: the searches visitors asked to be told about, each with its count of
 * confirmed and waiting subscribers, most wanted first. It says what buyers are looking for and
 * not finding; the addresses behind it stay with the admins.
 */
export async function AlertSearchesView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const template = { i18n: req.i18n, locale, params, payload: req.payload, permissions, req, searchParams, user: req.user ?? undefined, visibleEntities }
  if (!isStaff({ req })) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1 className={styles.title}>Alert searches</h1>
          <p>Only the firm’s staff can see this page.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const rows = await alertSearchReport(req.payload)
  const confirmed = rows.reduce((sum, row) => sum + row.confirmed, 0)
  const waiting = rows.reduce((sum, row) => sum + row.waiting, 0)
  return (
    <DefaultTemplate {...template}>
      <SetStepNav nav={[{ label: 'Alert searches' }]} />
      <Gutter className={styles.view}>
        <h1 className={styles.title}>Alert searches</h1>
        <p className={styles.intro}>
          What visitors asked to be e-mailed about, most wanted first. Waiting means the visitor has
          not clicked the link in their confirmation e-mail yet; it is deleted after 7 days.
        </p>
        <dl className={styles.summary}>
          <div>
            <dt>Searches</dt>
            <dd>{rows.length}</dd>
          </div>
          <div>
            <dt>Confirmed alerts</dt>
            <dd>{confirmed}</dd>
          </div>
          <div>
            <dt>Waiting for confirmation</dt>
            <dd>{waiting}</dd>
          </div>
        </dl>
        {rows.length === 0 ? (
          <p className={styles.muted}>No visitor has asked for an alert yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label="Alert searches">
              <thead>
                <tr>
                  <th scope="col">Search</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Daily digest</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.searchKey} data-search={row.searchKey}>
                    <td>{row.summary}</td>
                    <td>{KIND_NAMES[row.kind]}</td>
                    <td className={styles.number}>{row.confirmed}</td>
                    <td className={styles.number}>{row.waiting}</td>
                    <td className={styles.number}>{row.daily}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
