import { vitestPreset } from '@site/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  vitestPreset({
    setupFiles: ['./src/test/setup.ts'],
    // build/: the Vite plugins of the site's build (boot frame).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  }),
);
