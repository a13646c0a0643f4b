import { defineConfig } from '@playwright/test';

// Browser tests run the real release binary (built by `cargo build --release`) in the system
// Chromium. Each project gets its own server and fresh database, so the back-office tests,
// which change content, never disturb the public-site tests.
// E2E_PORT moves both servers (PUBLIC = E2E_PORT, ADMIN = E2E_PORT + 1), so two checkouts can
// run their browser tests side by side.
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
  // Three on the 2-core machine: a browser test waits on the server and the network about an
  // eighth of the time, which a third worker fills (docs/testing.md, "How long a run takes").
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
      // files start first and the public tests, spread one by one, fill the third worker.
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
    // Feedback specs run in both languages at both widths from one address: more than the
    // default five messages an hour.
    env: { OSHEC_FEEDBACK_PER_HOUR: '50' },
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
