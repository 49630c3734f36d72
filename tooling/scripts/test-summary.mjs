#!/usr/bin/env node
// Reads the output of `pnpm test` (turbo-prefixed vitest and Playwright summaries) from a file
// and prints one closing line, "tests: N passed, M failed", so CI logs end with the totals.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: test-summary.mjs <log file>');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex
const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const body = line.replace(/^[^\s]+:[^\s]+: /, '');
  const vitest = body.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    const part = vitest[1] ?? '';
    passed += Number(part.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(part.match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(part.match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  // The story runner (apps/storybook): "story tests: N passed, M failed (...)".
  const stories = body.match(/^story tests: (\d+) passed, (\d+) failed/);
  if (stories) {
    passed += Number(stories[1]);
    failed += Number(stories[2]);
    continue;
  }
  const pw = body.match(/^\s*(\d+) (passed|failed|flaky|skipped)( \(.*\))?\s*$/);
  if (pw) {
    const n = Number(pw[1]);
    if (pw[2] === 'passed' || pw[2] === 'flaky') passed += n;
    else if (pw[2] === 'failed') failed += n;
    else skipped += n;
  }
}
console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
