import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingMs, longTasks, taskLines } from './long-tasks.mjs';

const main = { pid: 1, tid: 7 };
const other = { pid: 2, tid: 9 };
const at = (ms) => 5_000_000 + ms * 1000;
const trace = {
  traceEvents: [
    { name: 'thread_name', ph: 'M', ts: 0, ...other, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      ts: at(0),
      ...main,
      args: { data: { isLoadingMainFrame: true } },
    },
    // Before the first paint: not counted.
    { name: 'RunTask', ph: 'X', ts: at(10), dur: 30_000, ...main },
    { name: 'firstContentfulPaint', ph: 'R', ts: at(50), ...main },
    // A long task that evaluates a module and starts two requests.
    { name: 'RunTask', ph: 'X', ts: at(100), dur: 20_000, ...main },
    { name: 'ThreadControllerImpl::RunTask', ph: 'X', ts: at(100), dur: 20_000, ...main },
    {
      name: 'v8.evaluateModule',
      ph: 'X',
      ts: at(101),
      dur: 12_000,
      ...main,
      args: { data: { url: 'https://x/assets/app-1.js' } },
    },
    { name: 'ResourceSendRequest', ph: 'I', ts: at(114), ...main, args: { data: {} } },
    { name: 'ResourceSendRequest', ph: 'I', ts: at(115), ...main, args: { data: {} } },
    // A short task: left out.
    { name: 'RunTask', ph: 'X', ts: at(130), dur: 4_000, ...main },
    // A forced layout, with the script that asked for it.
    { name: 'RunTask', ph: 'X', ts: at(200), dur: 11_000, ...main },
    {
      name: 'Layout',
      ph: 'X',
      ts: at(201),
      dur: 9_000,
      ...main,
      args: { beginData: { stackTrace: [{ url: 'https://x/assets/warm-fonts-2.js' }] } },
    },
    // Another thread's long task: not the page's.
    { name: 'RunTask', ph: 'X', ts: at(300), dur: 90_000, ...other },
    { name: 'RunTask', ph: 'X', ts: at(301), dur: 1_500, ...other },
  ],
};

test("the page's tasks of 10 ms or more after its first paint, once each, with what they hold", () => {
  const { fcpMs, tasks } = longTasks(trace);
  assert.equal(fcpMs, 50);
  assert.deepEqual(tasks, [
    {
      startMs: 100,
      durationMs: 20,
      requests: 2,
      evaluations: ['app-1.js 12'],
      layouts: [],
      calls: [],
    },
    {
      startMs: 200,
      durationMs: 11,
      requests: 0,
      evaluations: [],
      layouts: ['layout 9 (warm-fonts-2.js)'],
      calls: [],
    },
  ]);
});

test('blocking time: the task at the slowdown over 50 ms, none for a task the simulation drops', () => {
  assert.equal(blockingMs(20, 5), 50);
  assert.equal(blockingMs(9.9, 6), 0);
  assert.equal(blockingMs(10, 4), 0);
});

test('the table shows start, length, blocking and the holdings', () => {
  const lines = taskLines(longTasks(trace).tasks, 5);
  assert.match(lines[0] ?? '', /^ +100 +20\.0 +50 {2}2 requests; evaluates app-1\.js 12$/);
  assert.match(lines[1] ?? '', /^ +200 +11\.0 +5 {2}layout 9 \(warm-fonts-2\.js\)$/);
});
