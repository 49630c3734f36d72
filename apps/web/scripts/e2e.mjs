#!/usr/bin/env node
// `pnpm --filter @site/web e2e`: the browser tests of the built site. The main suite
// (playwright.config.ts) beside the fault-injection suite (playwright.faults.config.ts, a sandbox
// and a preview of its own), then, when both passed, the production server's suite
// (playwright.production.config.ts).
import { spawn } from 'node:child_process';

/** Runs `playwright test` with `args`, its output streamed; resolves to its exit code. */
function playwright(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(String(error));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The main suite and the fault-injection suite side by side: each has its own sandbox and preview,
// and each keeps about half a core busy, waiting on the page most of the time (ADR 0007). Their
// lines interleave; each suite ends with its own summary. Then, when both passed, production's.
const [main, faults] = await Promise.all([
  playwright([]),
  playwright(['-c', 'playwright.faults.config.ts']),
]);
console.info(`\n[e2e] main suite exit ${main}, fault-injection suite exit ${faults}`);
let code = main || faults;
if (code === 0) code = await playwright(['-c', 'playwright.production.config.ts']);
process.exitCode = code;
