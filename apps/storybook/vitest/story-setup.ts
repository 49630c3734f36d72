import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { axeFindings, type AxeReport } from './axe-policy';
import { FROZEN_NOW, FREEZE_CSS, seededRandom } from './determinism';
import { visualExclusions } from './visual-exclusions';

/**
 * Runs after the addon renders each story and its play function (Vitest's `afterEach` sees the
 * story still mounted): fails the story on an error React Router's boundary caught (a story that
 * renders "Unexpected Application Error" is broken even if its play passed), on a serious or
 * critical axe violation that axe-exceptions.ts does not list, and on a screenshot that differs
 * from the skin's baseline beyond the tolerance (STORY_VISUAL=0 leaves screenshots out).
 */
// findBy* and waitFor wait up to 5 s: the in-browser sandbox answers after a render or two, and
// a loaded 2-core machine is slower than a laptop.
configure({ asyncUtilTimeout: 5000 });

const visual = inject('storyVisual' as never) as boolean;
const skin = inject('storySkin' as never) as string;

interface StoryMeta {
  storyId?: string;
  reports?: AxeReport[];
  axe?: { serious: number; checked: boolean };
  visual?: 'compared' | 'excluded';
}

let caught: string[] = [];
const originalError = console.error.bind(console);

beforeEach(() => {
  caught = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/React Router caught the following error|Unexpected Application Error/.test(text))
      caught.push(text.slice(0, 300));
    originalError(...args);
  });
  if (!visual) return;
  vi.setSystemTime(FROZEN_NOW);
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(20261123));
  if (!document.getElementById('story-freeze')) {
    const style = document.createElement('style');
    style.id = 'story-freeze';
    style.textContent = FREEZE_CSS;
    document.head.append(style);
  }
});

afterEach(async (ctx) => {
  const meta = ctx.task.meta as StoryMeta;
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (caught.length > 0 && ctx.task.result?.state !== 'fail')
    throw new Error(`The story rendered an error boundary:\n${caught.join('\n')}`);
  // A story whose play function already failed gets no axe verdict and no screenshot: its
  // render is not the one to judge (and `--update` must not record it as a baseline).
  if (!meta.storyId || (ctx.task.result?.errors?.length ?? 0) > 0) return;
  const findings = axeFindings(meta.reports ?? [], meta.storyId, skin);
  meta.axe = { serious: findings.length, checked: true };
  if (findings.length > 0)
    throw new Error(
      `axe: ${findings.length} serious or critical violation(s) in ${meta.storyId} (${skin}):\n${findings.join('\n')}`,
    );
  if (!visual) return;
  if (visualExclusions[meta.storyId]) {
    meta.visual = 'excluded';
    return;
  }
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(meta.storyId, { timeout: 10_000 });
  meta.visual = 'compared';
});
