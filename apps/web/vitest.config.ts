import { vitestPreset } from '@site/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(vitestPreset({ setupFiles: ['./src/test/setup.ts'] }));
