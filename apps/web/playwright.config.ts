import { definePlaywrightPreset } from '@site/playwright-config';
import { defineConfig } from '@playwright/test';

/**
 * The main suite runs in two lanes side by side, each half of it (`--shard=1/2` and `--shard=2/2`,
 * scripts/e2e.mjs, ADR 0216) with a sandbox and a preview of its own, since every test resets its
 * sandbox. Lane 0, the default, is the one `pnpm exec playwright test` runs alone: preview 4173,
 * sandbox 8787. Lane 1 (`E2E_LANE=1`): 4177 and 8791, apart from the fault-injection suite's and
 * production's.
 */
const lane = process.env.E2E_LANE === '1' ? 1 : 0;
const port = lane === 0 ? 4173 : 4177;
const sandboxPort = lane === 0 ? 8787 : 8791;
// The specs' control calls (e2e/sandbox.ts) go to this lane's sandbox; workers inherit it.
if (lane === 1) process.env.E2E_SANDBOX_ORIGIN = `http://127.0.0.1:${sandboxPort}`;

/**
 * Two servers: the sandbox platform API (every test resets it through its control surface) and
 * `vite preview` of the built site, which proxies /wps, /lgw, /lotto and /res to the sandbox.
 * Build first (`pnpm --filter @site/web build`).
 */
export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e',
    // Runs beside this suite with a sandbox of its own (playwright.faults.config.ts, ADR 0007).
    testIgnore: 'bad-answers.spec.ts',
    globalSetup: './e2e/global-setup.ts',
    // Lane 1 beside lane 0's test-results/, which lane 0 empties when it starts.
    ...(lane === 1 ? { outputDir: 'test-results-lane-1' } : {}),
    use: { baseURL: `http://127.0.0.1:${port}` },
    webServer: [
      {
        command: 'pnpm --filter @site/sandbox-api start',
        url: `http://127.0.0.1:${sandboxPort}/__sandbox`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        ...(lane === 1 ? { env: { PORT: String(sandboxPort), SANDBOX_DATA_FILE: 'memory' } } : {}),
      },
      {
        command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
        url: `http://127.0.0.1:${port}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        ...(lane === 1 ? { env: { SITE_API_ORIGIN: `http://127.0.0.1:${sandboxPort}` } } : {}),
      },
    ],
  }),
);
