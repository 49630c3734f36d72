#!/usr/bin/env node
// Reads the output of `pnpm test` (turbo-prefixed vitest, Playwright and story-runner output)
// from a file and prints, last in the CI log where a reader of its tail finds them:
//   - the failed tests by name (vitest `FAIL file > test`, Playwright `✘`, story runner `FAIL`);
//   - with a directory of turbo run summaries (`turbo run --summarize` writes `.turbo/runs/`),
//     the slowest tasks and each turbo run's wall clock, so a slow stage is named, not guessed,
//     and every failed task with the last lines of its output (a lint or typecheck failure names
//     no test);
//   - one closing line, "tests: N passed, M failed".
//
//   node tooling/scripts/test-summary.mjs <log file> [turbo runs dir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [file, runsDir] = process.argv.slice(2);
if (!file) {
  console.error('usage: test-summary.mjs <log file> [turbo runs dir]');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex
const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
/** Failed tests by name, in the order the log names them, each once. */
const failures = new Set();
/** Each turbo task's output lines (`@site/web:lint: ...`), for the tail of a failed task. */
const outputs = new Map();
for (const line of text.split('\n')) {
  const task = line.match(/^([^\s]+:[^\s]+): /)?.[1] ?? '';
  const body = line.replace(/^[^\s]+:[^\s]+: /, '');
  if (task && body.trim() && !body.includes('ELIFECYCLE')) {
    const lines = outputs.get(task) ?? [];
    lines.push(body);
    if (lines.length > 8) lines.shift();
    outputs.set(task, lines);
  }
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
    continue;
  }
  const named =
    body.match(/^\s*FAIL\s+(\S.* > .*)$/)?.[1] ?? // vitest, a test in a file
    body.match(/^\s*✘\s+\d+\s+(.*)$/)?.[1] ?? // Playwright's list reporter
    body.match(/^\s{2}FAIL (\S+ \[\S+ \S+\])$/)?.[1]; // the story runner
  if (named) failures.add(`${task} ${named.trim()}`.trim());
}

if (failures.size > 0) {
  console.info(`\nfailed tests (${failures.size}):`);
  for (const name of [...failures].slice(0, 30)) console.info(`  ${name.slice(0, 220)}`);
  if (failures.size > 30) console.info(`  … and ${failures.size - 30} more, above`);
}

if (runsDir && existsSync(runsDir)) {
  const runs = readdirSync(runsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(runsDir, name), 'utf8')))
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  for (const run of runs) {
    const seconds = (run.execution.endTime - run.execution.startTime) / 1000;
    const tasks = run.tasks
      .filter((t) => t.execution?.endTime)
      .map((t) => ({
        id: t.taskId,
        seconds: (t.execution.endTime - t.execution.startTime) / 1000,
        exit: t.execution.exitCode,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const busy = tasks.reduce((sum, t) => sum + t.seconds, 0);
    console.info(
      `\nturbo run (${run.execution.command ?? 'turbo'}): ${seconds.toFixed(0)} s wall clock, ${tasks.length} tasks, ${busy.toFixed(0)} s of task time; slowest:`,
    );
    for (const t of tasks.slice(0, 12))
      console.info(
        `  ${t.seconds.toFixed(0).padStart(5)} s  ${t.id}${t.exit ? ` (exit ${t.exit})` : ''}`,
      );
    for (const t of tasks.filter((task) => task.exit)) {
      console.info(`failed task ${t.id} (exit ${t.exit}), the end of its output:`);
      for (const line of outputs.get(t.id.replace('#', ':')) ?? [])
        console.info(`    ${line.slice(0, 220)}`);
    }
  }
}

console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
