import { definePlaywrightPreset } from '@site/playwright-config';
import { defineConfig } from '@playwright/test';

const port = 4173;

export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e',
    use: { baseURL: `http://127.0.0.1:${port}` },
    webServer: {
      command: 'pnpm exec vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  }),
);
