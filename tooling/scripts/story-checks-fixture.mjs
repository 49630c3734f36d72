#!/usr/bin/env node
// Shows that the story checks can fail (issue 20, "must show"):
//   1. a deliberately broken story (apps/storybook/vitest/fixtures/broken.stories.tsx, loaded only
//      with STORY_FIXTURES=1) fails its story test;
//   2. a colour change in one skin's token (aurum's `brand`, rewritten as the theme loads by
//      STORY_FIXTURE_TOKEN) fails the visual comparison of that skin, with diff images written to
//      apps/storybook/visual-diffs/aurum/;
//   3. the same change leaves the default skin's comparison passing.
// Needs the committed baselines. Run: node tooling/scripts/story-checks-fixture.mjs (about 3
// minutes on 2 cores; not part of `pnpm test` because it runs the story suite three times).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const storybook = join(dirname(fileURLToPath(import.meta.url)), '../../apps/storybook');
const diffs = join(storybook, 'visual-diffs');
const buttonStories = '../../packages/ui/src/button/button.stories.tsx';
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function vitest(files, env) {
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...files], {
    cwd: storybook,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: plain(`${run.stdout}\n${run.stderr}`) };
}

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` - ${detail}` : ''}`);
}

rmSync(diffs, { recursive: true, force: true });

const broken = vitest(['vitest/fixtures/broken.stories.tsx'], {
  STORY_FIXTURES: '1',
  STORY_SKINS: 'default',
  STORY_VISUAL: '0',
});
check(
  'a deliberately broken story fails',
  broken.status !== 0 && /Play Fails/.test(broken.output) && /toBeDisabled/.test(broken.output),
  broken.output.match(/story tests: .*/)?.[0],
);

const token = { STORY_FIXTURE_TOKEN: 'aurum:brand=#00ff00' };
const aurum = vitest([buttonStories], { ...token, STORY_SKINS: 'aurum' });
const diffFiles = existsSync(join(diffs, 'aurum')) ? readdirSync(join(diffs, 'aurum')) : [];
check(
  "a colour change in aurum's brand token fails aurum's screenshots",
  aurum.status !== 0 &&
    /visual: \d+ screenshots within tolerance .*, [1-9]\d* beyond it/.test(aurum.output),
  aurum.output.match(/visual: .*/)?.[0],
);
check(
  'the diff images are written to apps/storybook/visual-diffs/aurum/',
  diffFiles.some((name) => name.startsWith('ui-button--primary')),
  `${diffFiles.length} files`,
);

const other = vitest([buttonStories], { ...token, STORY_SKINS: 'default' });
check(
  'the same change leaves the default skin passing',
  other.status === 0,
  other.output.match(/visual: .*/)?.[0],
);

const failed = results.filter((result) => !result.ok).length;
console.log(`story checks fixture: ${results.length - failed} of ${results.length} as expected`);
process.exit(failed ? 1 : 0);
