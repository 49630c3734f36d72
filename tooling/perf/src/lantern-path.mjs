// @ts-check
// What Lighthouse's simulation (Lantern) puts in a page's simulated largest paint: one run of
// Lighthouse with LANTERN_DEBUG, which writes the simulated timeline of each metric's graph next
// to its report, and a table of that timeline for the pessimistic LCP graph (every request that
// ended before the observed largest paint, and the CPU tasks Lantern keeps), ordered by when each
// node ends in the simulation. The LCP estimate is the end of the last row (README, "Performance
// budgets").
//
//   pnpm --filter @site/perf lantern-path <url>     (a site served by `pnpm start`)
//   LANTERN_CPU_SLOWDOWN=n   the CPU slowdown (default 4, Lighthouse's; budgets.mjs prints the
//                            calibrated one of each run)
//   LANTERN_MIN_TASK_MS=n    CPU tasks shorter than this are left out of the table (default 20)
//
// Then the recorded trace's long tasks (long-tasks.mjs): each main-thread task of 10 ms or more
// after the first contentful paint, in real time, with what it holds and its estimated share of
// the blocking time at the same CPU slowdown: the list to shorten for TBT.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS } from './lighthouse-runs.mjs';
import { blockingMs, longTasks, SIMULATED_TASK_MS, taskLines } from './long-tasks.mjs';

/** Lantern writes its simulated timelines with this origin (1000 s) in microseconds. */
const LANTERN_ORIGIN_US = 1_000_000_000;

/**
 * @typedef {{ kind: 'network' | 'cpu'; startMs: number; endMs: number; url: string }} PathNode
 */

/**
 * The nodes of a Lantern debug trace (`*-pessimisticLargestContentfulPaint.trace.json`): each
 * request from its send to its finish, and each CPU task (`Task`), in simulated milliseconds,
 * ordered by their simulated end.
 * @param {{ traceEvents: { name: string; ts: number; dur?: number; args?: { data?: { requestId?: string; url?: string } } }[] }} trace
 * @returns {PathNode[]}
 */
export function simulatedNodes(trace) {
  /** @type {Map<string, PathNode>} */
  const requests = new Map();
  /** @type {PathNode[]} */
  const nodes = [];
  const ms = (/** @type {number} */ us) => (us - LANTERN_ORIGIN_US) / 1000;
  for (const event of trace.traceEvents) {
    const data = event.args?.data ?? {};
    if (event.name === 'ResourceSendRequest' && data.requestId) {
      const start = ms(event.ts);
      requests.set(data.requestId, {
        kind: 'network',
        startMs: start,
        endMs: start,
        url: data.url ?? '',
      });
    } else if (event.name === 'ResourceFinish' && data.requestId) {
      const request = requests.get(data.requestId);
      if (request) request.endMs = ms(event.ts);
    } else if (event.name === 'Task' && typeof event.dur === 'number') {
      nodes.push({ kind: 'cpu', startMs: ms(event.ts), endMs: ms(event.ts + event.dur), url: '' });
    }
  }
  return [...nodes, ...requests.values()].sort((a, b) => a.endMs - b.endMs);
}

/**
 * The table's lines: requests always, CPU tasks from `minTaskMs` on; URLs without their origin.
 * @param {PathNode[]} nodes
 * @param {number} minTaskMs
 */
export function pathLines(nodes, minTaskMs) {
  return nodes
    .filter((node) => node.kind === 'network' || node.endMs - node.startMs >= minTaskMs)
    .map((node) =>
      [
        node.startMs.toFixed(0).padStart(6),
        node.endMs.toFixed(0).padStart(6),
        (node.endMs - node.startMs).toFixed(0).padStart(5),
        node.kind === 'network' ? 'request ' : 'CPU task',
        node.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100),
      ].join('  '),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: pnpm --filter @site/perf lantern-path <url>');
    process.exit(2);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lantern-path-'));
  const slowdown = Number(process.env.LANTERN_CPU_SLOWDOWN) || 4;
  const cli = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
  execFileSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--save-assets',
      '--output=json',
      `--output-path=${path.join(dir, 'page.json')}`,
      '--quiet',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        LANTERN_DEBUG: '1',
        CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      },
    },
  );
  const report = JSON.parse(readFileSync(path.join(dir, 'page.json'), 'utf8'));
  const metrics = report.audits.metrics.details.items[0];
  const traceFile = readdirSync(dir).find((name) =>
    name.endsWith('-pessimisticLargestContentfulPaint.trace.json'),
  );
  if (!traceFile) throw new Error(`no Lantern trace in ${dir}`);
  const nodes = simulatedNodes(JSON.parse(readFileSync(path.join(dir, traceFile), 'utf8')));
  console.info(
    `[lantern-path] ${url}: LCP ${Math.round(metrics.largestContentfulPaint)} ms simulated` +
      ` (observed ${Math.round(metrics.observedLargestContentfulPaint)} ms), TBT` +
      ` ${Math.round(metrics.totalBlockingTime)} ms; pessimistic LCP graph, by simulated end:`,
  );
  console.info('  start     end    ms  node      url');
  for (const line of pathLines(nodes, Number(process.env.LANTERN_MIN_TASK_MS ?? 20)))
    console.info(line);
  const recorded = longTasks(JSON.parse(readFileSync(path.join(dir, 'page-0.trace.json'), 'utf8')));
  const estimate = recorded.tasks.reduce(
    (sum, task) => sum + blockingMs(task.durationMs, slowdown),
    0,
  );
  console.info(
    `[lantern-path] recorded tasks of ${SIMULATED_TASK_MS} ms or more after the first paint (${recorded.fcpMs ?? '?'} ms),` +
      ` real ms; blocking at ${slowdown}x, estimated ${Math.round(estimate)} ms in all:`,
  );
  console.info('  start    ms  block  holds');
  for (const line of taskLines(recorded.tasks, slowdown)) console.info(line);
  console.info(`[lantern-path] reports and traces in ${dir}`);
}
