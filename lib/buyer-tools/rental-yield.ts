/**
 * Gross rental yield of a listing for sale, estimated from what comparable homes in the same
 * community are let for. Gross means before service charges, maintenance and vacancy: it is a
 * first comparison between listings, not a return an owner will bank.
 */

export type RentalYieldEstimate =
  | { status: 'estimated'; medianRent: number; yieldPercent: number; comparables: number }
  | { status: 'too-few'; comparables: number; needed: number }

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Annual rent as a percentage of the price, to one decimal. */
export function grossYield(annualRent: number, price: number): number {
  if (!(price > 0)) throw new RangeError('a yield needs a positive price')
  return Math.round((annualRent / price) * 1000) / 10
}

/**
 * The yield at the median rent of the comparables, or how many are missing. The median, not the
 * mean, so one furnished penthouse let at a premium does not lift the figure for the building.
 */
export function estimateRentalYield(
  price: number,
  rents: readonly number[],
  minComparables: number,
): RentalYieldEstimate {
  // A rent of zero is a listing still being written up, not evidence of the market.
  const usable = rents.filter((rent) => Number.isFinite(rent) && rent > 0)
  const needed = Math.max(1, Math.ceil(minComparables))
  if (usable.length < needed) return { status: 'too-few', comparables: usable.length, needed }
  const medianRent = median(usable)
  return {
    status: 'estimated',
    medianRent,
    yieldPercent: grossYield(medianRent, price),
    comparables: usable.length,
  }
}
