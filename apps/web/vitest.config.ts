import { vitestPreset } from '@site/vitest-config';
import { defineConfig } from 'vitest/config';
import { SITE_TEST_TIMEOUT } from './src/test/timeouts';

const preset = vitestPreset({
  setupFiles: ['./src/test/setup.ts'],
  // build/: the Vite plugins of the site's build (boot frame).
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
});

// Most tests here render the whole site (src/test/timeouts.ts).
export default defineConfig({
  ...preset,
  test: { ...preset.test, testTimeout: SITE_TEST_TIMEOUT },
});
