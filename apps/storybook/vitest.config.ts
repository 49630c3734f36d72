import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@site/playwright-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storySkins, VISUAL_DIFF_DIR, VISUAL_BASELINE_DIR } from './vitest/story-skins';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every story is a test: one Vitest browser project per merchant skin, each rendering every
 * story (play function included) in Debian's Chromium with the skin pinned through
 * `initialGlobals` (the toolbar's `merchant` global). `STORY_VISUAL=1` (the `visual` script)
 * adds a screenshot per story compared with the committed baselines; otherwise (the
 * `storybook-test` script) axe runs after each story and fails on a serious or critical
 * violation. See docs/decisions/0170 and 0171.
 */
const visual = process.env.STORY_VISUAL === '1';

export default defineConfig({
  test: {
    reporters: ['default', here('./vitest/story-summary-reporter.ts')],
    projects: storySkins().map((merchant) => ({
      extends: true,
      plugins: [
        storybookTest({
          configDir: here('./.storybook'),
          initialGlobals: { merchant, locale: 'CN', flags: 'theme' },
        }),
      ],
      test: {
        name: `${visual ? 'visual' : 'stories'}:${merchant}`,
        setupFiles: [here('./vitest/story-setup.ts')],
        provide: {
          // The addon's run config: axe only in the storybook-test run (visual runs skip it).
          'storybook/test-provided': { a11y: !visual },
          storySkin: merchant,
          storyVisual: visual,
        },
        testTimeout: 30_000,
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
