// npm start: build once if needed, migrate and seed an empty database, then serve.
// One command takes a fresh clone to a running site on http://localhost:3000.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

const bin = (name) => `node_modules/.bin/${name}`

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building…')
  await run(bin('next'), ['build'], { NODE_ENV: 'production' })
}
await run(bin('tsx'), ['scripts/seed.ts', '--if-empty'], { NODE_ENV: 'production' })

// Cached reads are dropped by CMS hooks while the server runs; anything written while it was
// down (a seed, a restore) is unknown to it, so a start begins with an empty data cache.
// Optimised images are kept: after a deploy or a restart, the first visitors get their photos
// from it instead of waiting seconds for each to be resized again. The seed above and
// npm run restore empty it themselves when they replace the files (a new file can reuse a name).
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

// The server replaces this process's role: forward signals so Ctrl-C and SIGTERM stop it cleanly.
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', process.env.PORT ?? '3000'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
