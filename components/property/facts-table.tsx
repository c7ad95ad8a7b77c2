import type { FactRow } from './property-facts'

/**
 * A two-column facts table (property info, building info): label at the start, value after it.
 * Values are isolated from the row's direction: a building name in Latin letters, or a
 * reference read left to right, keeps its own order inside an Arabic table.
 */
export function FactsTable({ caption, rows }: { caption: string; rows: FactRow[] }) {
  if (rows.length === 0) return null
  return (
    <div className="ring-ink/[0.06] overflow-hidden rounded-2xl bg-white ring-1">
      <table className="w-full text-start text-[0.95rem]">
        <caption className="font-display text-ink border-b border-stone-200 px-6 py-4 text-start text-2xl font-medium">
          {caption}
        </caption>
        <tbody>
          {rows.map(([label, value, ltr]) => (
            <tr key={label} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="w-[45%] px-6 py-3.5 align-top font-medium text-stone-600">
                {label}
              </th>
              <td className="text-ink px-6 py-3.5 align-top font-semibold">
                {ltr ? <span dir="ltr">{value}</span> : <bdi>{value}</bdi>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
