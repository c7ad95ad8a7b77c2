import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Unit tests sit beside the helpers they test (lib/**, scripts/**, components/**, content/**); API
 * integration tests live in e2e/api and talk to a real production server on a fresh,
 * migrated and seeded database (TEST_BASE_URL, started by scripts/test.mjs).
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'e2e/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Several API suites read every public page in a hook, most pages rendered for the first
    // time; in CI the browser tests run beside them on the same two cores (the editions' 28
    // pages once took over 60 s there on PostgreSQL, and the file's four tests were skipped).
    hookTimeout: 120_000,
    fileParallelism: false,
    // next-intl's ESM imports 'next/navigation' and 'next/link' without an extension, which Node
    // cannot resolve in Next's package (it has no exports map): Vite resolves them instead.
    server: { deps: { inline: ['next-intl'] } },
  },
})
