import { vitestPreset } from '@site/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = vitestPreset({ setupFiles: ['./src/test/setup.ts'] });

// Money flows go through the real cipher to the sandbox; on two busy cores one can pass 15 s.
export default defineConfig({ ...preset, test: { ...preset.test, testTimeout: 45_000 } });
