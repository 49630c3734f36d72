import { vitestPreset } from '@site/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// Screen tests sign in on the sandbox and type into forms with the real payload cipher; on the
// shared two-core machine a whole flow can pass the preset's 15 s, so they get 60 s.
export default mergeConfig(
  defineConfig(vitestPreset({ setupFiles: ['./src/test/setup.ts'] })),
  defineConfig({ test: { testTimeout: 60_000 } }),
);
