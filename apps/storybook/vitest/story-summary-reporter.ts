import type { Reporter, TestModule } from 'vitest/node';
import { visualExclusions } from './visual-exclusions';

interface StoryMeta {
  storyId?: string;
  axe?: { serious: number; checked: boolean };
  visual?: 'compared' | 'excluded';
}

/**
 * Prints the counts `pnpm test` shows for stories: story tests passed, axe checks (stories x
 * skins, serious or critical findings) and, in the visual run, screenshots compared and the
 * excluded stories with their reasons.
 */
export default class StorySummaryReporter implements Reporter {
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skins = new Set<string>();
    const stories = new Set<string>();
    let passed = 0;
    let failed = 0;
    let axeChecked = 0;
    let axeSerious = 0;
    let compared = 0;
    let visualFailed = 0;
    let visualRun = false;
    const excluded = new Set<string>();
    for (const module of testModules) {
      const skin = module.project.name.split(':')[1] ?? module.project.name;
      skins.add(skin);
      for (const test of module.children.allTests()) {
        const meta = test.meta() as StoryMeta;
        const state = test.result().state;
        if (meta.storyId) stories.add(meta.storyId);
        if (state === 'passed') passed += 1;
        if (state === 'failed') failed += 1;
        if (meta.axe?.checked) {
          axeChecked += 1;
          axeSerious += meta.axe.serious;
        }
        if (meta.visual) visualRun = true;
        if (meta.visual === 'compared') compared += 1;
        if (meta.visual === 'excluded' && meta.storyId) excluded.add(meta.storyId);
        if (
          state === 'failed' &&
          /toMatchScreenshot|screenshot/i.test(test.result().errors?.[0]?.message ?? '')
        )
          visualFailed += 1;
      }
    }
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const shape = `${stories.size} stories x ${skins.size} skins`;
    const lines = [`story tests: ${passed} passed, ${failed} failed (${shape}) in ${seconds}s`];
    if (!visualRun)
      lines.push(`axe: ${axeChecked} checks (${shape}), ${axeSerious} serious or critical`);
    if (visualRun) {
      lines.push(
        `visual: ${compared} screenshots within tolerance (${shape}), ${visualFailed} beyond it; diffs in apps/storybook/visual-diffs/`,
      );
      for (const id of excluded) lines.push(`  visual excluded: ${id} (${visualExclusions[id]})`);
    }
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
