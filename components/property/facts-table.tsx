/** A two-column facts table (property info, building info): label on the left, value right. */
export function FactsTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  if (rows.length === 0) return null
  return (
    <div className="ring-ink/[0.06] overflow-hidden rounded-2xl bg-white ring-1">
      <table className="w-full text-left text-[0.95rem]">
        <caption className="font-display text-ink border-b border-stone-200 px-6 py-4 text-left text-2xl font-medium">
          {caption}
        </caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="w-[45%] px-6 py-3.5 align-top font-medium text-stone-600">
                {label}
              </th>
              <td className="text-ink px-6 py-3.5 align-top font-semibold">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
