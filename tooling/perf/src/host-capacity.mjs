// @ts-check
// How much CPU the host gives the measurement right now, beside the benchmark index (ADR 0230).
// Lighthouse's benchmark index times one thread in a quiet moment. The page's load also runs
// Chromium's other threads (compositor, network, workers) and Lighthouse's own process. On a
// 2-core host with one core taken by other work, the index once did not move (3,250) and the
// medians fell by up to 11 points. So each run of the budgets also measures how many cores'
// worth of CPU the host gives to threads that run at once, and prints it: whether other work
// shared the host. It does not predict the scores (with two cores taken they did not fall).
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** The same fixed loop on every thread: timed inside the thread, so start-up is not counted. */
const LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
let x = 1;
const started = performance.now();
for (let i = 0; i < workerData; i += 1) x = (x * 1103515245 + 12345) % 2147483648;
parentPort.postMessage({ ms: performance.now() - started, x });
`;

/** Iterations of the loop: about 150 ms on one core of a host of benchmark index 3,300. */
export const PROBE_ITERATIONS = 10_000_000;

/**
 * @param {number} iterations
 * @returns {Promise<number>} the loop's duration in the thread, in ms
 */
function timeLoop(iterations) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOOP, { eval: true, workerData: iterations });
    worker.once('message', (/** @type {{ ms: number }} */ { ms }) => {
      void worker.terminate();
      resolve(ms);
    });
    worker.once('error', reject);
  });
}

/**
 * The cores' worth of CPU that threads running at once got: each thread's speed beside the same
 * loop run alone, summed. 2 on a 2-core host with both cores free; 1.3 to 1.6 with one core busy
 * elsewhere (the two loops share what is left with it); 1 when only one core is there at all.
 * @param {number} aloneMs the loop alone
 * @param {readonly number[]} togetherMs the loop on every thread at once
 * @returns {number} rounded to 0.01; NaN when a duration is not a positive number
 */
export function capacityFrom(aloneMs, togetherMs) {
  const durations = [aloneMs, ...togetherMs];
  if (togetherMs.length === 0 || durations.some((ms) => !(ms > 0) || !Number.isFinite(ms)))
    return Number.NaN;
  const sum = togetherMs.reduce((total, ms) => total + aloneMs / ms, 0);
  return Math.round(sum * 100) / 100;
}

/**
 * Measures the host's parallel capacity now (about half a second).
 * @param {{ threads?: number; iterations?: number }} [options]
 * @returns {Promise<{ capacity: number; threads: number }>}
 */
export async function measureHostCapacity(options = {}) {
  const threads = options.threads ?? os.availableParallelism();
  const iterations = options.iterations ?? PROBE_ITERATIONS;
  // The faster of two runs alone: one slowed by a burst elsewhere would read as extra capacity
  // (2.46 of 2 once, 2026-12-03).
  const alone = Math.min(await timeLoop(iterations), await timeLoop(iterations));
  const together = await Promise.all(Array.from({ length: threads }, () => timeLoop(iterations)));
  return { capacity: capacityFrom(alone, together), threads };
}

/** The host's processor, as the budgets print it: `2 x Intel(R) Xeon(R) Processor`. */
export function describeHost() {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}`;
}
