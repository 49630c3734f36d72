import { vitestPreset } from '@site/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = vitestPreset({ setupFiles: ['./src/test/setup.ts'] });

// Member flows here go through the real cipher (RSA key, then DES) to the sandbox and a lazy
// swiper chunk; under a full `pnpm test` on two cores one such flow can pass 15 s.
export default defineConfig({ ...preset, test: { ...preset.test, testTimeout: 45_000 } });
