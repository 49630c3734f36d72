#!/usr/bin/env node
// `pnpm test`: every check of the workspace in three turbo runs, one after another (ADR 0215):
//   1. lint, typecheck, unit tests, builds, package checks and the browser tests (2 at a time);
//   2. the story tests, alone: they keep both cores busy by themselves;
//   3. the performance budgets, alone on a quiet machine, when 1 and 2 passed.
// Each stage prints its time. A failure in stage 1 does not skip stage 2 (every failing check is
// reported in one run); the exit code is non-zero when any stage failed.
import { spawnSync } from 'node:child_process';

const STAGES = [
  {
    name: 'checks and browser tests',
    tasks: [
      'lint',
      'typecheck',
      'test',
      'build-storybook',
      'publint',
      'api-report',
      'release-dry',
      'e2e',
    ],
    concurrency: 2,
  },
  { name: 'story tests', tasks: ['storybook-test'], concurrency: 1 },
  { name: 'budgets', tasks: ['budgets'], concurrency: 1, onlyIfPassed: true },
];

const started = performance.now();
let failed = false;
for (const stage of STAGES) {
  if (stage.onlyIfPassed && failed) {
    console.info(`test-stages: '${stage.name}' skipped (an earlier stage failed)`);
    continue;
  }
  const stageStart = performance.now();
  const { status } = spawnSync(
    'turbo',
    ['run', ...stage.tasks, `--concurrency=${stage.concurrency}`, '--continue', '--summarize'],
    { stdio: 'inherit' },
  );
  if (status !== 0) failed = true;
  const seconds = (from) => Math.round((performance.now() - from) / 1000);
  console.info(
    `test-stages: '${stage.name}' took ${seconds(stageStart)} s (total ${seconds(started)} s)${status === 0 ? '' : `, exit ${status}`}`,
  );
}
process.exit(failed ? 1 : 0);
