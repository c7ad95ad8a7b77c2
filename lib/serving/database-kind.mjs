/**
 * Whether a DATABASE_URI names PostgreSQL (postgres:// or postgresql://); anything else, or
 * none, means the embedded SQLite file. One rule for the app (lib/env.ts), the server
 * (scripts/serve.mjs) and the backup scripts, which run as plain Node and cannot load the
 * TypeScript module. The reliability runs (durability, load) read it too.
 * @param {string | undefined} uri
 */
export function isPostgresUri(uri) {
  return /^postgres(ql)?:/.test(uri ?? '')
}
