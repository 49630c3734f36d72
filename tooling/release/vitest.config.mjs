import { defineConfig } from 'vitest/config';

// The fixtures run TypeScript and prettier on a shared 2-core machine: give them time.
export default defineConfig({ test: { testTimeout: 120_000, include: ['src/**/*.test.mjs'] } });
