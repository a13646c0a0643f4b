import { defineConfig } from '@playwright/test';

// Browser tests run the real release binary (built by `cargo build --release`) in the system
// Chromium. Each project gets its own server and fresh database, so the back-office tests,
// which change content, never disturb the public-site tests.
// E2E_PORT moves both servers (PUBLIC = E2E_PORT, ADMIN = E2E_PORT + 1), so two checkouts can
// run their browser tests side by side. e2e/public-phone-weight.spec.ts starts a third server of
// its own at E2E_PORT + 5 (it replaces the banner and gallery other public tests read).
const PUBLIC_PORT = Number(process.env.E2E_PORT ?? 4801);
const ADMIN_PORT = PUBLIC_PORT + 1;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  retries: 0,
  // Three on the 2-core machine: the third fills the time the cores wait (8.6 to 7.3 minutes
  // on a fresh clone). The back-office files stay at two at once (their project's own limit
  // below); the tests that a third worker once made fail are mended (docs/testing.md).
  workers: 3,
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'off' },
  projects: [
    {
      name: 'admin',
      testMatch: /admin.*\.spec\.ts/,
      fullyParallel: false,
      // The back-office tests share their server's data (a count of broken links, an order):
      // at most two of their files at once, as they were written for. Listed first, so their
      // files start first and the public tests, spread one by one, fill in at the end.
      workers: 2,
      use: { ...chromium, baseURL: `http://127.0.0.1:${ADMIN_PORT}` },
    },
    {
      name: 'public',
      testMatch: /public.*\.spec\.ts/,
      // Public tests change nothing another one reads (the few that write make the same
      // update each time), so they spread over the workers one by one, not file by file.
      fullyParallel: true,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` },
    },
  ],
  webServer: [PUBLIC_PORT, ADMIN_PORT].map((port) => ({
    command: `bash e2e/serve.sh ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // Feedback specs run in both languages from one address: more than the default five
    // messages an hour. Warnings and errors only: a line for each of the run's ten thousand
    // requests, passed on through the test runner, told nobody anything.
    env: { OSHEC_FEEDBACK_PER_HOUR: '50', OSHEC_LOG: 'warn' },
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
