import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { noLiteralText } from './scripts/lint/no-literal-text.mjs'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'app/(payload)/admin/importMap.js',
      'lib/cms/payload-types.ts',
      'lib/cms/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The site's pages and components speak every edition: their visible texts come from
    // messages or content modules (scripts/lint/no-literal-text.mjs). Tests and the admin's
    // components (staff read English) are not the site's pages.
    files: ['app/(site)/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/admin/**', '**/*.test.tsx'],
    plugins: { site: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'site/no-literal-text': 'error' },
  },
]

export default config
