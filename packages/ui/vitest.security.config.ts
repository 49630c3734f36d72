import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's chromium, headless as root (the same flags as @site/playwright-config). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

// The security checks of `pnpm test` (this package's `e2e` task, never cached):
// - the XSS corpus through the sanitiser in real Chromium;
// - the audit that every server URL bound to href/src passes guardUrl and that no server HTML
//   reaches the DOM except through SafeHtml.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'xss-corpus',
          include: ['src/**/*.browser.test.ts'],
          testTimeout: 300_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath, args } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'url-audit',
          environment: 'node',
          include: ['src/**/*.audit.test.ts'],
        },
      },
    ],
  },
});
