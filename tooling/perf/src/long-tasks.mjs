// @ts-check
// The main thread's long tasks in a page's recorded trace (Lighthouse's `page-0.trace.json`, real
// time, not simulated), each with what it holds: the requests it started, the modules it
// evaluated, its layouts (and the script that forced one), the scripts it called. Lighthouse's
// simulation keeps only the CPU tasks of 10 ms or more and multiplies each by its CPU slowdown;
// what is over 50 ms of that counts as blocking time (README, "Performance budgets"). So this is
// the list to shorten, task by task, and `blockingMs` estimates each one's share.

/** Lantern drops CPU tasks shorter than this (real ms) from its graph. */
export const SIMULATED_TASK_MS = 10;

/**
 * @typedef {{ name: string; ph?: string; ts: number; dur?: number; pid?: number; tid?: number;
 *   args?: { name?: string; data?: { url?: string; isLoadingMainFrame?: boolean };
 *     beginData?: { stackTrace?: { url: string }[] } } }} TraceEvent
 * @typedef {{ startMs: number; durationMs: number; requests: number; evaluations: string[];
 *   layouts: string[]; calls: string[] }} LongTask
 */

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const file = (/** @type {string | undefined} */ url) => (url ?? '').replace(/^.*\//, '');
const ms = (/** @type {number} */ us) => Math.round(us / 100) / 10;

/**
 * The page's main thread: the renderer thread named `CrRendererMain` with the most events of
 * over 1 ms (the page's, not an about:blank's or an extension's).
 * @param {TraceEvent[]} events
 */
function mainThread(events) {
  /** @type {Map<string, number>} */
  const busy = new Map();
  for (const event of events)
    if ((event.dur ?? 0) > 1000) {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + 1);
    }
  let best = '';
  for (const event of events) {
    if (event.name !== 'thread_name' || event.args?.name !== 'CrRendererMain') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!best || (busy.get(key) ?? 0) > (busy.get(best) ?? 0)) best = key;
  }
  return best;
}

/**
 * The top-level tasks of `minMs` or more on the page's main thread after its first contentful
 * paint (what blocking time counts), in order, with their start from the navigation.
 * @param {{ traceEvents: TraceEvent[] } | TraceEvent[]} trace
 * @param {number} [minMs]
 * @returns {{ fcpMs: number | undefined; tasks: LongTask[] }}
 */
export function longTasks(trace, minMs = SIMULATED_TASK_MS) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = mainThread(events);
  const mine = events
    .filter((event) => `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts);
  const origin =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
    mine[0]?.ts ??
    0;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === thread,
  );
  /** @type {LongTask[]} */
  const tasks = [];
  let end = -1;
  for (const task of mine) {
    if (!TASK_NAMES.has(task.name) || task.ph !== 'X' || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if ((task.dur ?? 0) < minMs * 1000 || (fcp && task.ts < fcp.ts)) continue;
    const inside = mine.filter((e) => e.ts >= task.ts && e.ts <= end && e !== task);
    const longer = (/** @type {TraceEvent} */ e) => (e.dur ?? 0) >= 1000;
    tasks.push({
      startMs: ms(task.ts - origin),
      durationMs: ms(task.dur ?? 0),
      requests: inside.filter((e) => e.name === 'ResourceSendRequest').length,
      evaluations: inside
        .filter((e) => (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') && longer(e))
        .map((e) => `${file(e.args?.data?.url) || 'module'} ${ms(e.dur ?? 0)}`),
      layouts: inside
        .filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && longer(e))
        .map((e) => {
          const by = file(e.args?.beginData?.stackTrace?.[0]?.url);
          return `${e.name === 'Layout' ? 'layout' : 'style'} ${ms(e.dur ?? 0)}${by ? ` (${by})` : ''}`;
        }),
      calls: inside
        .filter((e) => e.name === 'FunctionCall' && longer(e))
        .map((e) => `${file(e.args?.data?.url)} ${ms(e.dur ?? 0)}`),
    });
  }
  return { fcpMs: fcp ? ms(fcp.ts - origin) : undefined, tasks };
}

/**
 * A task's estimated blocking time in Lighthouse's simulation: its length at the CPU slowdown,
 * less the 50 ms a task may take. (The simulation also moves tasks; this is an estimate.)
 * @param {number} durationMs
 * @param {number} slowdown
 */
export const blockingMs = (durationMs, slowdown) =>
  durationMs < SIMULATED_TASK_MS ? 0 : Math.max(0, durationMs * slowdown - 50);

/**
 * The table's lines: start, length, estimated blocking time, then what the task holds.
 * @param {LongTask[]} tasks
 * @param {number} slowdown
 */
export function taskLines(tasks, slowdown) {
  return tasks.map((task) =>
    [
      task.startMs.toFixed(0).padStart(6),
      task.durationMs.toFixed(1).padStart(6),
      blockingMs(task.durationMs, slowdown).toFixed(0).padStart(5),
      [
        task.requests ? `${task.requests} requests` : '',
        task.evaluations.length ? `evaluates ${task.evaluations.join(', ')}` : '',
        task.layouts.length ? task.layouts.join(', ') : '',
        task.calls.length ? `calls ${task.calls.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    ].join('  '),
  );
}
