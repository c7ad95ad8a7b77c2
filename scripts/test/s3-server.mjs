// A local S3-compatible server (s3rver) for the tests that run the site on object storage.
// Objects live as plain files under `dir`, so a test can also look at what was stored.
//
// s3rver runs in a child process of its own: a caller that blocks its event loop (spawnSync
// of the seed, say) would otherwise stall the server it is talking to, and stopping it is a
// real outage (every connection dies with the process). The child also ends when its parent
// does, so no test leaves one behind.
import { fork } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/** s3rver's own fixed credentials: it checks request signatures against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

const self = fileURLToPath(import.meta.url)

/**
 * The site's S3_* settings for a bucket on this server.
 * @param {{ endpoint: string, bucket: string }} server
 */
export function s3SiteEnv({ endpoint, bucket }) {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
}

/**
 * An S3 client for this server, for a test to look into the bucket as the site sees it.
 * @param {string} endpoint
 */
export async function s3Client(endpoint) {
  const { S3Client } = await import('@aws-sdk/client-s3')
  return new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS })
}

/**
 * Starts s3rver on 127.0.0.1:`port` with `bucket` created, keeping its data in `dir` (kept
 * across a stop and a restart on the same dir, as a real bucket outlives an outage).
 * @param {{ port: number, dir: string, bucket: string }} options
 * @returns {Promise<{ endpoint: string, stop: () => Promise<void> }>}
 */
export async function startS3Server({ port, dir, bucket }) {
  fs.mkdirSync(dir, { recursive: true })
  const child = fork(self, ['--serve', String(port), dir, bucket], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await new Promise((resolve, reject) => {
    child.once('message', (message) =>
      message?.ready ? resolve() : reject(new Error(`s3rver on ${port}: ${message?.error}`)),
    )
    child.once('exit', (code) => reject(new Error(`s3rver on ${port} exited with ${code}`)))
  })
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

async function serve([port, dir, bucket]) {
  const { default: S3rver } = await import('s3rver')
  try {
    await new S3rver({
      port: Number(port),
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      // Path-style URLs only (http://127.0.0.1:port/bucket/key): no DNS names for buckets here.
      vhostBuckets: false,
      configureBuckets: [{ name: bucket }],
    }).run()
    process.send({ ready: true })
  } catch (error) {
    process.send({ error: error.message })
    process.exit(1)
  }
  // The parent is gone (or stopped us): so are we.
  process.on('disconnect', () => process.exit(0))
}

if (process.argv[1] === self && process.argv[2] === '--serve') await serve(process.argv.slice(3))
