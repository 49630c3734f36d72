import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@site/playwright-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { fixtureTokenPlugin } from './vitest/fixture-token-plugin';
import { storySkins, VISUAL_DIFF_DIR, VISUAL_BASELINE_DIR } from './vitest/story-skins';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every story is a test: one Vitest browser project per merchant skin, each rendering every
 * story (play function included) in Debian's Chromium with the skin pinned through
 * `initialGlobals` (the toolbar's `merchant` global, language CN). After each story, axe runs
 * (a serious or critical violation fails it) and a screenshot is compared with the skin's
 * committed baseline, so one render per story and skin serves all three checks. Skins run two at
 * a time (`sequence.groupOrder`), each in its own Chromium page, so four Vite servers do not race
 * on the dependency cache at once. See docs/decisions/0170-0172.
 */
const visual = process.env.STORY_VISUAL !== '0';

export default defineConfig({
  test: {
    reporters: ['default', here('./vitest/story-summary-reporter.ts')],
    projects: storySkins().map((merchant, index) => ({
      extends: true,
      plugins: [
        fixtureTokenPlugin(process.env.STORY_FIXTURE_TOKEN),
        storybookTest({
          configDir: here('./.storybook'),
          initialGlobals: { merchant, locale: 'CN', flags: 'theme' },
        }),
      ],
      test: {
        name: `stories:${merchant}`,
        // Two skins at a time: one Chromium page each, one per core.
        sequence: { groupOrder: Math.floor(index / 2) },
        setupFiles: [here('./vitest/story-setup.ts')],
        provide: {
          storySkin: merchant,
          storyVisual: visual,
        },
        testTimeout: 30_000,
        // One page per skin project keeps the preview and the packages loaded across story files
        // (a fresh page per file costs seconds of module loading each).
        isolate: false,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            contextOptions: { reducedMotion: 'reduce', locale: 'zh-CN', timezoneId: 'UTC' },
          }),
          instances: [{ browser: 'chromium' }],
          viewport: { width: 1024, height: 768 },
          screenshotFailures: false,
          connectTimeout: 300_000,
          expect: {
            toMatchScreenshot: {
              comparatorName: 'pixelmatch',
              comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
              resolveScreenshotPath: ({ arg, ext }) =>
                here(`./${VISUAL_BASELINE_DIR}/${merchant}/${arg}${ext}`),
              resolveDiffPath: ({ arg, ext }) =>
                here(`./${VISUAL_DIFF_DIR}/${merchant}/${arg}${ext}`),
            },
          },
        },
      },
    })),
  },
});
