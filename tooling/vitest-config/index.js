// @ts-check
import { fileURLToPath } from 'node:url';

const setupFile = fileURLToPath(new URL('./setup.js', import.meta.url));

/**
 * Shared vitest settings. Packages spread it into their own `vitest.config.ts`:
 *   export default defineConfig(vitestPreset({ environment: 'node' }))
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], include?: string[] }} [options]
 */
export function vitestPreset(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    test: {
      environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: [...(environment === 'jsdom' ? [setupFile] : []), ...(options.setupFiles ?? [])],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 15_000,
      maxWorkers: 2,
      isolate: false,
      css: false,
    },
  };
}
