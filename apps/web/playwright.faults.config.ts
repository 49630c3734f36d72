import { definePlaywrightPreset } from '@site/playwright-config';
import { defineConfig } from '@playwright/test';

/** A sandbox and a preview of their own, apart from the main suite's (4173, 8787) and production's. */
export const faultsPort = 4175;
export const faultsSandboxPort = 8789;

// The spec's control calls (e2e/sandbox.ts) go to this sandbox; workers inherit the variable.
process.env.E2E_SANDBOX_ORIGIN = `http://127.0.0.1:${faultsSandboxPort}`;

/**
 * The fault-injection spec (`e2e/bad-answers.spec.ts`): every platform call answered null, empty,
 * wrong or broken. It resets its sandbox and sets faults that hit every request, so it cannot
 * share the main suite's sandbox. `pnpm e2e` (scripts/e2e.mjs) runs it beside the main suite
 * (ADR 0007).
 */
export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e',
    testMatch: 'bad-answers.spec.ts',
    // Beside the main suite's test-results/, which that suite empties when it starts (ADR 0007).
    outputDir: 'test-results-faults',
    // One file, one sandbox: one worker. The list only, so the main suite's HTML report stays whole.
    workers: 1,
    reporter: [['list']],
    use: { baseURL: `http://127.0.0.1:${faultsPort}` },
    webServer: [
      {
        command: 'pnpm --filter @site/sandbox-api start',
        url: `http://127.0.0.1:${faultsSandboxPort}/__sandbox`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: { PORT: String(faultsSandboxPort), SANDBOX_DATA_FILE: 'memory' },
      },
      {
        command: `pnpm exec vite preview --host 127.0.0.1 --port ${faultsPort} --strictPort`,
        url: `http://127.0.0.1:${faultsPort}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: { SITE_API_ORIGIN: `http://127.0.0.1:${faultsSandboxPort}` },
      },
    ],
  }),
);
