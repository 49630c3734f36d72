import type { PlaywrightTestConfig } from '@playwright/test';
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumIgnoreDefaultArgs: string[];
export declare const chromiumLaunchOptions: {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
  headless: boolean;
};
export declare function assertChromium(): void;
export declare function definePlaywrightPreset(config: PlaywrightTestConfig): PlaywrightTestConfig;
