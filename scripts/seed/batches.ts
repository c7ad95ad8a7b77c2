/** Runs `work` on each item with at most `limit` in flight: image rendering is CPU-bound. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) {
    await Promise.all(items.slice(i, i + limit).map(work))
  }
}
