// Runs Lighthouse through its CLI: it launches Debian's Chromium with the flags this machine
// needs, audits one URL with the default mobile settings and closes the browser again.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
// On a busy machine a run now and then fails to record its trace (NO_NAVSTART and the like).
const ATTEMPTS = 2

function runCli(url, outputPath) {
  fs.rmSync(outputPath, { force: true })
  const argv = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    // A run that hit a runtime error still writes its report (with runtimeError set).
    child.on('exit', (code) =>
      resolve(
        fs.existsSync(outputPath)
          ? JSON.parse(fs.readFileSync(outputPath, 'utf8'))
          : { runtimeError: { code: `EXIT_${code}`, message: 'Lighthouse wrote no report' } },
      ),
    )
  })
}

/** The report of the first attempt that completed, or the last failed one (runtimeError set). */
export async function lighthouse(url, outputPath, label) {
  let report
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    report = await runCli(url, outputPath)
    if (!report.runtimeError) return report
    const { code, message } = report.runtimeError
    const next = attempt < ATTEMPTS ? 'trying again' : 'giving up'
    console.log(`  ${label}: Lighthouse error ${code} (${message.slice(0, 100)}); ${next}`)
  }
  return report
}
