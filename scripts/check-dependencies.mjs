// npm run check:deps — the dependency floor and `npm audit`, read from what is INSTALLED.
//
// 1. Every installed copy of next, react, react-dom and payload (and of DOMPurify, where any
//    package brought it in) must be at least the version that fixed the advisories we know of:
//    package.json ranges say what may be installed, node_modules says what runs.
// 2. `npm audit --omit=dev` must report no high or critical advisory in production packages.
//
// Exit 0: both hold. Exit 1: a copy is below its floor (whatever the audit says). Exit 2: the
// floor holds but the audit could not be done (the registry's advisory endpoint refused or
// could not be reached) — never reported as a pass. Exit 3: the audit found high/critical.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Lowest acceptable version per package; `required` ones must be installed at all. */
export const FLOORS = [
  { name: 'next', min: '16.3.3', required: true },
  { name: 'react', min: '19.2.8', required: true },
  { name: 'react-dom', min: '19.2.8', required: true },
  { name: 'payload', min: '3.90.0', required: true },
  { name: 'dompurify', min: '3.4.6', required: false },
]

/**
 * Compares two semver versions (major.minor.patch[-pre]); a pre-release sorts below its
 * release, as in semver. Returns <0, 0 or >0.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const parse = (/** @type {string} */ v) => {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/.exec(v.trim())
    if (!match) throw new Error(`not a version: ${v}`)
    return { parts: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? null }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return x.parts[i] - y.parts[i]
  if (x.pre === y.pre) return 0
  if (x.pre === null) return 1
  if (y.pre === null) return -1
  return x.pre < y.pre ? -1 : 1
}

/**
 * Every installed copy of the named packages under `root`/node_modules, nested ones included.
 * @param {string} root
 * @param {string[]} names
 * @returns {{ name: string, version: string, dir: string }[]}
 */
export function installedCopies(root, names) {
  const wanted = new Set(names)
  /** @type {{ name: string, version: string, dir: string }[]} */
  const found = []
  const visit = (/** @type {string} */ modules) => {
    let entries
    try {
      entries = fs.readdirSync(modules, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const packages = entry.name.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry.name)).map((scoped) => `${entry.name}/${scoped}`)
        : [entry.name]
      for (const name of packages) {
        const dir = path.join(modules, name)
        if (wanted.has(name)) {
          try {
            const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
            found.push({ name, version: String(manifest.version), dir: path.relative(root, dir) })
          } catch {
            found.push({ name, version: 'unreadable', dir: path.relative(root, dir) })
          }
        }
        visit(path.join(dir, 'node_modules'))
      }
    }
  }
  visit(path.join(root, 'node_modules'))
  return found
}

/**
 * What breaks the floor: a required package that is missing, or any copy below its minimum.
 * @param {{ name: string, version: string, dir: string }[]} copies
 * @param {typeof FLOORS} floors
 * @returns {string[]}
 */
export function floorViolations(copies, floors = FLOORS) {
  /** @type {string[]} */
  const problems = []
  for (const floor of floors) {
    const mine = copies.filter((c) => c.name === floor.name)
    if (mine.length === 0 && floor.required) problems.push(`${floor.name} is not installed`)
    for (const copy of mine) {
      let below
      try {
        below = compareVersions(copy.version, floor.min) < 0
      } catch {
        below = true
      }
      if (below) problems.push(`${floor.name} ${copy.version} at ${copy.dir} is below ${floor.min}`)
    }
  }
  return problems
}

/**
 * Reads `npm audit --json` output. `unavailable` is set when npm could not get an answer from
 * the registry's advisory endpoint (its JSON then carries an error, not a report).
 * @param {string} stdout
 * @returns {{ unavailable: string | null, blocking: string[], counts: Record<string, number> }}
 */
export function readAuditReport(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { unavailable: `npm audit printed no JSON report: ${stdout.slice(0, 200)}`, blocking: [], counts: {} }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts || typeof counts !== 'object') {
    const why = report?.error?.summary || report?.message || 'no report in the answer'
    return { unavailable: String(why), blocking: [], counts: {} }
  }
  const blocking = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity}, ${v.range}${v.fixAvailable ? ', fix available' : ''})`)
  return { unavailable: null, blocking, counts }
}

function main() {
  const root = process.cwd()
  const copies = installedCopies(root, FLOORS.map((f) => f.name))
  console.log('Installed copies:')
  for (const c of copies) console.log(`  ${c.name}@${c.version}  ${c.dir}`)
  const violations = floorViolations(copies)
  if (violations.length) {
    console.error('✗ Dependency floor broken:')
    for (const v of violations) console.error(`  - ${v}`)
  } else console.log('✓ Dependency floor holds.')

  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const { unavailable, blocking, counts } = readAuditReport(audit.stdout ?? '')
  if (unavailable) {
    console.error(
      `✗ npm audit could NOT be done: ${unavailable}\n` +
        '  The registry advisory endpoint did not answer; production dependencies were not audited.',
    )
    process.exit(violations.length ? 1 : 2)
  }
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`)
  if (blocking.length) {
    console.error('✗ High or critical advisories in production dependencies:')
    for (const b of blocking) console.error(`  - ${b}`)
  } else console.log('✓ No high or critical advisory in production dependencies.')
  process.exit(violations.length ? 1 : blocking.length ? 3 : 0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main()
