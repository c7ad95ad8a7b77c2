// Starts and stops the production server (scripts/serve.mjs) for the test phases, on its own data.
import { spawn } from 'node:child_process'
import net from 'node:net'
import { emptyCacheFolder } from '../backup-shared.mjs'

// The test servers send lead notifications to an SMTP sink the API tests open on this port,
// allow more submissions per client than production (the suites post many times), and run
// the jobs queue every 2 s rather than every minute, and the daily digest and the expiry of
// unconfirmed requests every 10 s (the alert tests wait for them).
export const SMTP_PORT = '2525'
/** The portals' feed token the test server is started with (e2e/api/feeds.test.ts pulls with it). */
export const TEST_FEEDS_TOKEN = 'test-feeds-token-5c1e9a7d2b4f'
export const testServerEnv = { TEST_FAULTS: '1', RATE_LIMIT_MAX: '500', SMTP_HOST: '127.0.0.1', SMTP_PORT, LEADS_NOTIFY_TO: 'leads@crescentkey.test', FEEDS_TOKEN: TEST_FEEDS_TOKEN, JOBS_EVERY_SECONDS: '2', ALERT_DIGEST_CRON: '*/10 * * * * *', ALERT_EXPIRE_CRON: '*/10 * * * * *' }

// The build's cache folders are emptied the way a restore empties one (backup-shared.mjs).
export { emptyCacheFolder }


/** True when something already listens on the port: a stale server would answer the tests. */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

export async function startServer({ port, env, log }) {
  if (await portTaken(port)) throw new Error(`port ${port} is already in use; stop what listens there first`)
  // Each test server starts on a fresh database: no data cache may survive from the last one.
  emptyCacheFolder('.next/cache/fetch-cache')
  // The optimised images stay when the whole run serves the same seeded files and empties the
  // folder once at its start (scripts/test.mjs sets TEST_IMAGE_CACHE_SHARED): its servers run side
  // by side on one build, and emptying it under a running server makes that server encode every
  // picture again.
  if (!process.env.TEST_IMAGE_CACHE_SHARED) emptyCacheFolder('.next/cache/images')
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', log, log],
    // Its own process group: stopping it must also stop next-server, never leave an orphan.
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${base}/api/health`)
      // pid is the process group's id; stop(signal) signals the whole group (SIGTERM by default).
      if (res.ok) return { base, pid: child.pid, stop: (signal) => stopServer(child, signal) }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stopServer(child)
  throw new Error(`server on ${port} did not become ready`)
}

function stopServer(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}
