import type { ViteUserConfig } from 'vitest/config';
export declare function vitestPreset(options?: {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  include?: string[];
}): ViteUserConfig;
