// Loaded into the production server by the load check only (node --expose-gc --import this):
// on SIGUSR2 it runs a full garbage collection and writes what the heap still holds to
// HEAP_PROBE_FILE. What survives a full collection is what the server keeps; resident memory
// (RSS) is not that: V8 grows its heap in steps under a high allocation rate and rarely hands
// pages back, so RSS can climb for a minute with nothing kept.
import fs from 'node:fs'

const file = process.env.HEAP_PROBE_FILE
const collect = /** @type {(() => void) | undefined} */ (globalThis.gc)
if (!file || !collect) throw new Error('heap-probe needs HEAP_PROBE_FILE and node --expose-gc')

let probe = 0
process.on('SIGUSR2', () => {
  // Twice: objects freed by the first collection's finalizers go in the second.
  collect()
  collect()
  const { heapUsed, external } = process.memoryUsage()
  probe += 1
  fs.writeFileSync(file, JSON.stringify({ probe, heapUsed, external }))
})
