import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// No browser can be downloaded on these machines: use Debian's. Its headless shell first, which
// Playwright itself runs headless tests in: the same Blink, without the browser's UI, at half the
// processor time per page (a new page costs it 0.1 core-seconds against Chromium's 1.2), which on
// CI's two cores is minutes. The benchmarks (scripts/bench) drive the full Chromium, as a phone is.
const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  fs.existsSync(p),
)
const chromium = fs.existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : fullChromium
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
/** What is judged by when the browser paints (the fonts at first paint on a slow phone) runs in the full browser. */
const PAINT_TIMING_SPECS = ['fonts.spec.ts']

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once. One that fails twice fails the run; one that passes on its
  // retry is named in the summary as flaky (scripts/test.mjs), to be looked into, not hidden.
  retries: process.env.CI ? 1 : 0,
  // In CI the API and reliability runs share the two cores with the browser tests: a test may
  // take longer there than on a quiet machine. The limit bounds a hung test; no test asserts it.
  timeout: process.env.CI ? 75_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: process.env.TEST_BASE_URL ?? 'http://127.0.0.1:3100',
    trace: 'off',
    launchOptions: { executablePath: chromium, args: launchArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: PAINT_TIMING_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop (full Chromium)',
      testMatch: PAINT_TIMING_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: fullChromium, args: launchArgs },
      },
    },
  ],
})
