import { definePlaywrightPreset } from '@site/playwright-config';
import { defineConfig } from '@playwright/test';

const port = 4173;
const sandboxPort = 8787;

/**
 * Two servers: the sandbox platform API (port 8787; every test resets it through its control surface) and
 * `vite preview` of the built site, which proxies /wps, /lgw, /lotto and /res to the sandbox.
 * Build first (`pnpm --filter @site/web build`); tests reset the sandbox through its control surface.
 */
export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e',
    // Runs beside this suite with a sandbox of its own (playwright.faults.config.ts, ADR 0007).
    testIgnore: 'bad-answers.spec.ts',
    globalSetup: './e2e/global-setup.ts',
    use: { baseURL: `http://127.0.0.1:${port}` },
    webServer: [
      {
        command: 'pnpm --filter @site/sandbox-api start',
        url: `http://127.0.0.1:${sandboxPort}/__sandbox`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
      {
        command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
        url: `http://127.0.0.1:${port}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ],
  }),
);
