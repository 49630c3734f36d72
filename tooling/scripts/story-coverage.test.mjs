// Fixture test of story-coverage.mjs: run with `node --test tooling/scripts/story-coverage.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findMissingStories } from './story-coverage.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'story-coverage.mjs');

function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'story-coverage-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const base = {
  'packages/kit/package.json': JSON.stringify({ name: '@site/kit' }),
  'packages/kit/src/index.ts': [
    "export { Badge, type BadgeProps } from './badge';",
    "export { formatBadge } from './format';",
    "export type { Hidden } from './hidden';",
  ].join('\n'),
  'packages/kit/src/badge.tsx':
    'export interface BadgeProps { n: number }\nexport function Badge({ n }: BadgeProps) { return <b>{n}</b>; }\n',
  'packages/kit/src/format.ts': 'export function formatBadge(n: number) { return String(n); }\n',
  'apps/web/src/layout/banner.tsx': 'export const Banner = () => <header />;\n',
};

const badgeStory =
  "import { Badge } from './badge';\nexport default { component: Badge };\nexport const One = {};\n";
const bannerStory =
  "import { Banner } from './banner';\nexport const Shown = { render: () => <Banner /> };\n";

test('a package component and a shell component without a story are reported', () => {
  const root = fixture(base);
  try {
    const { missing } = findMissingStories(root);
    assert.deepEqual(missing.map((c) => c.name).sort(), ['Badge', 'Banner']);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /2 component\(s\) without a story/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('stories that import and render the components make the check pass', () => {
  const root = fixture({
    ...base,
    'packages/kit/src/badge.stories.tsx': badgeStory,
    'apps/web/src/layout/banner.stories.tsx': bannerStory,
  });
  try {
    assert.deepEqual(findMissingStories(root).missing, []);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /2 components with a story/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a story that only imports the component (renders something else) does not count', () => {
  const root = fixture({
    ...base,
    'packages/kit/src/badge.stories.tsx':
      "import { Badge } from './badge';\nvoid Badge;\nexport const Other = { render: () => <i /> };\n",
    'apps/web/src/layout/banner.stories.tsx': bannerStory,
  });
  try {
    assert.deepEqual(
      findMissingStories(root).missing.map((c) => c.name),
      ['Badge'],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an exemption needs to match a component; a stale one fails', () => {
  const root = fixture({
    ...base,
    'apps/web/src/layout/banner.stories.tsx': bannerStory,
    'apps/storybook/story-exemptions.json': JSON.stringify({
      'packages/kit/src/badge.tsx#Badge': 'fixture reason',
      'packages/kit/src/gone.tsx#Gone': 'no longer exported',
    }),
  });
  try {
    const { missing, stale } = findMissingStories(root);
    assert.deepEqual(missing, []);
    assert.deepEqual(stale, ['packages/kit/src/gone.tsx#Gone']);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
