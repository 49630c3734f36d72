#!/usr/bin/env node
// Shows that the story checks can fail (issue 20, "must show"), on a Storybook built for the
// purpose into a temporary folder:
//   1. a deliberately broken story (apps/storybook/fixtures/broken.stories.tsx, built only with
//      STORY_FIXTURES=1) fails its story test in every skin;
//   2. a colour change in one skin's token (aurum's `brand`, rewritten as the theme loads by
//      STORY_FIXTURE_TOKEN) fails that skin's screenshots, with the reference, actual and diff
//      images written to apps/storybook/visual-diffs/aurum/;
//   3. the same build leaves the default skin's screenshots passing.
// Needs the committed baselines. Run: node tooling/scripts/story-checks-fixture.mjs (a Storybook
// build and a few stories: about 3 minutes on 2 cores; not part of `pnpm test`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const storybook = join(dirname(fileURLToPath(import.meta.url)), '../../apps/storybook');
const diffs = join(storybook, 'visual-diffs');
const out = mkdtempSync(join(tmpdir(), 'storybook-fixture-'));
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** @param {string} command @param {string[]} args @param {Record<string, string>} env */
function run(command, args, env) {
  const result = spawnSync(command, args, {
    cwd: storybook,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: plain(`${result.stdout}\n${result.stderr}`) };
}

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok });
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` - ${detail}` : ''}`);
}

try {
  const build = run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out], {
    STORY_FIXTURES: '1',
    STORY_FIXTURE_TOKEN: 'aurum:brand=#00ff00',
  });
  if (build.status !== 0) {
    console.error(build.output);
    process.exit(1);
  }
  const stories = run('node', ['runner/run-stories.mjs'], {
    STORY_STATIC: out,
    STORY_SKINS: 'default,aurum',
    STORY_FILTER: '^(fixtures-broken|ui-button)--',
  });
  const failed = (skin) =>
    [...stories.output.matchAll(new RegExp(`FAIL (\\S+) \\[${skin} CN\\]`, 'g'))].map(
      (match) => match[1],
    );
  check('the story run fails', stories.status !== 0, stories.output.match(/story tests: .*/)?.[0]);
  check(
    'the deliberately broken story fails in every skin',
    ['default', 'aurum'].every((skin) => failed(skin).includes('fixtures-broken--play-fails')) &&
      /toBeDisabled/.test(stories.output),
  );
  const aurumDiffs = existsSync(join(diffs, 'aurum')) ? readdirSync(join(diffs, 'aurum')) : [];
  check(
    "a colour change in aurum's brand token fails aurum's screenshots",
    failed('aurum').includes('ui-button--primary') && /beyond tolerance/.test(stories.output),
    stories.output.match(/visual: .*/)?.[0],
  );
  check(
    'the diff images are written to apps/storybook/visual-diffs/aurum/',
    aurumDiffs.includes('ui-button--primary-diff.png'),
    `${aurumDiffs.length} files`,
  );
  check(
    'the same change leaves the default skin passing',
    failed('default').every((id) => id.startsWith('fixtures-')),
    `default failures: ${failed('default').join(', ')}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

const failedChecks = results.filter((result) => !result.ok).length;
console.info(
  `story checks fixture: ${results.length - failedChecks} of ${results.length} as expected`,
);
process.exit(failedChecks ? 1 : 0);
