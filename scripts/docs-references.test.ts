import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The README stays a five-minute read, and every document the code points at is in the
 * repository: a comment names a file under docs/ (that exists, and for docs/requirements.md a
 * section that exists), never a specification or design document kept elsewhere.
 */

const root = path.resolve(import.meta.dirname, '..')
const README_LIMIT = 10 * 1024
const SOURCE = /\.(ts|tsx|mjs|css|sh)$/
/** Folders that hold no source of ours: dependencies, build output, data, reports. */
const SKIPPED = new Set(['node_modules', 'data', 'backups', 'public', 'test-results', 'playwright-report'])

function filesUnder(dir: string, wanted: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, wanted)
    return wanted.test(entry.name) ? [full] : []
  })
}

const relative = (file: string) => path.relative(root, file)
const sources = filesUnder(root, SOURCE).filter((file) => file !== import.meta.filename)
const documents = [path.join(root, 'README.md'), ...filesUnder(path.join(root, 'docs'), /\.md$/)]
const read = (file: string) => fs.readFileSync(file, 'utf8')

/** Each line of `files` that matches `pattern`, as 'file:line: match'. */
function linesMatching(files: string[], pattern: RegExp): { where: string; match: RegExpExecArray }[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(new RegExp(pattern, 'g'))].map((match) => ({
          where: `${relative(file)}:${index + 1}`,
          match,
        })),
      ),
  )
}

/** The numbered sections of docs/requirements.md ('## 2. Screens and routes' → 2). */
function requirementSections(): Set<string> {
  const text = read(path.join(root, 'docs/requirements.md'))
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((match) => match[1]!))
}

describe('the documentation', () => {
  it('keeps the README under 10 KB', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(README_LIMIT)
  })

  it('finds the source files it checks', () => {
    expect(sources.map(relative)).toContain('middleware.ts')
    expect(sources.length).toBeGreaterThan(100)
  })

  it('is never a document outside the repository (SPEC.md, DESIGN.md)', () => {
    const outside = linesMatching(sources, /\b(?:SPEC|DESIGN)\b/).map(({ where, match }) => `${where}: ${match[0]}`)
    expect(outside).toEqual([])
  })

  it('names only docs/ files that exist, from the code and from the documents', () => {
    const missing = linesMatching([...sources, ...documents], /\bdocs\/[\w./-]+\.md\b/)
      .filter(({ match }) => !fs.existsSync(path.join(root, match[0])))
      .map(({ where, match }) => `${where}: ${match[0]}`)
    expect(missing).toEqual([])
  })

  it('cites only sections docs/requirements.md has', () => {
    const sections = requirementSections()
    expect(sections.size).toBeGreaterThan(0)
    // 'docs/requirements.md §2', '§4, §5, §8', '§2 and §4': every § in the citation.
    const citation = /docs\/requirements\.md,? §\d+(?:(?:,| and) §\d+)*/
    const unknown = linesMatching(sources, citation).flatMap(({ where, match }) =>
      [...match[0].matchAll(/§(\d+)/g)]
        .filter((section) => !sections.has(section[1]!))
        .map((section) => `${where}: §${section[1]}`),
    )
    expect(unknown).toEqual([])
  })

  it('links only to files that exist', () => {
    const broken = documents.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)]
        .filter((link) => !/^[a-z]+:/.test(link[1]!))
        .filter((link) => !fs.existsSync(path.resolve(path.dirname(file), link[1]!)))
        .map((link) => `${relative(file)}: ${link[1]}`),
    )
    expect(broken).toEqual([])
  })
})
