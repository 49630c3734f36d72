import { definePlaywrightPreset } from '@site/playwright-config';
import { defineConfig } from '@playwright/test';

/** The production server's port and its sandbox's, apart from the preview tests' 4173 and 8787. */
export const productionPort = 4180;
export const productionSandboxPort = 8788;

/**
 * The built site as production serves it: `pnpm start` (nginx from deploy/nginx.conf.template,
 * with its headers, caching and CSP) in front of a sandbox of its own. Build first.
 */
export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e-production',
    use: { baseURL: `http://127.0.0.1:${productionPort}` },
    webServer: [
      {
        command: 'node ../../tooling/scripts/start.mjs',
        url: `http://127.0.0.1:${productionPort}/site-merchants.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 90_000,
        env: {
          SITE_LISTEN: `127.0.0.1:${productionPort}`,
          SITE_API_ORIGIN: 'sandbox',
          SITE_SANDBOX_PORT: String(productionSandboxPort),
          SITE_NGINX_RUNTIME_DIR: 'node_modules/.cache/site-nginx-e2e',
          SANDBOX_DATA_FILE: 'memory',
        },
      },
    ],
  }),
);
