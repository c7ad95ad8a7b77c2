import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compareVersions, floorViolations, installedCopies, readAuditReport } from './check-dependencies.mjs'

describe('compareVersions', () => {
  it.each([
    ['16.3.3', '16.3.3', 0],
    ['16.3.2', '16.3.3', -1],
    ['16.10.0', '16.3.3', 1],
    ['19.2.8', '19.2.10', -1],
    ['3.90.0-canary.1', '3.90.0', -1],
    ['4.0.0', '3.99.99', 1],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareVersions(a, b))).toBe(sign))
})

describe('installedCopies and floorViolations', () => {
  let root = ''
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  function install(dir: string, name: string, version: string) {
    const at = path.join(root, dir, 'node_modules', name)
    fs.mkdirSync(at, { recursive: true })
    fs.writeFileSync(path.join(at, 'package.json'), JSON.stringify({ name, version }))
  }

  it('finds nested and scoped copies and flags each one below its floor', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-floor-'))
    install('', 'next', '16.4.6')
    install('', 'react', '19.3.1')
    install('', 'react-dom', '19.3.1')
    install('', 'payload', '3.90.2')
    install('', '@scope/editor', '1.0.0')
    // An old copy hidden under another package still runs for that package.
    install('node_modules/@scope/editor', 'dompurify', '3.4.5')
    install('node_modules/some-lib', 'react', '19.2.7')
    const copies = installedCopies(root, ['next', 'react', 'react-dom', 'payload', 'dompurify'])
    expect(copies.map((c) => `${c.name}@${c.version}`).sort()).toEqual(
      ['dompurify@3.4.5', 'next@16.4.6', 'payload@3.90.2', 'react-dom@19.3.1', 'react@19.2.7', 'react@19.3.1'].sort(),
    )
    const problems = floorViolations(copies)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/dompurify 3\.4\.5 .* below 3\.4\.6/)
    expect(problems.join('\n')).toMatch(/react 19\.2\.7 .* below 19\.2\.8/)
  })

  it('requires next, react, react-dom and payload, and DOMPurify only when present', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-floor-'))
    install('', 'next', '16.3.3')
    const problems = floorViolations(installedCopies(root, ['next', 'react', 'react-dom', 'payload', 'dompurify']))
    expect(problems.sort()).toEqual(['payload is not installed', 'react is not installed', 'react-dom is not installed'])
  })

  it('passes the copies installed in this project', () => {
    const names = ['next', 'react', 'react-dom', 'payload', 'dompurify']
    expect(floorViolations(installedCopies(process.cwd(), names))).toEqual([])
  })
})

describe('readAuditReport', () => {
  it('counts high and critical advisories as blocking, and only those', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        a: { name: 'a', severity: 'moderate', range: '<1.2.0', fixAvailable: true },
        b: { name: 'b', severity: 'high', range: '<2.0.1', fixAvailable: true },
        c: { name: 'c', severity: 'critical', range: '*', fixAvailable: false },
      },
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 } },
    }
    const read = readAuditReport(JSON.stringify(report))
    expect(read.unavailable).toBeNull()
    expect(read.blocking).toEqual(['b (high, <2.0.1, fix available)', 'c (critical, *)'])
  })

  it('says the audit could not be done when the advisory endpoint refuses', () => {
    // What npm prints when a registry (or a proxy in front of it) refuses the bulk advisory POST.
    const refused = { message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } }
    expect(readAuditReport(JSON.stringify(refused)).unavailable).toMatch(/405/)
    expect(readAuditReport('').unavailable).toBeTruthy()
  })
})
