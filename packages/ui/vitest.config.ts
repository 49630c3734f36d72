import { vitestPreset } from '@site/vitest-config';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

// The preset is typed against the workspace's other vitest install (the one without the browser
// provider); the shapes are the same, only the declaration files differ.
const { test } = vitestPreset() as unknown as ViteUserConfig;

// Unit tests in jsdom. The Chromium run (the XSS corpus) and the URL-binding audit have their own
// config, `vitest.security.config.ts`, and run as this package's `e2e` task.
export default defineConfig({
  test: {
    ...test,
    exclude: [...configDefaults.exclude, '**/*.browser.test.{ts,tsx}', '**/*.audit.test.ts'],
  },
});
