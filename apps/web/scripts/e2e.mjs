#!/usr/bin/env node
// `pnpm --filter @site/web e2e`: the browser tests of the built site. The main suite
// (playwright.config.ts) and the fault-injection suite (playwright.faults.config.ts, a sandbox and
// a preview of its own) run at once; one suite's browser, preview and sandbox use about 65% of
// this 2-core machine. The faults suite's output is printed whole when it ends, so the two do not
// interleave. Then, when both passed, the production server's suite (playwright.production.config.ts).
import { spawn } from 'node:child_process';

/** Runs `playwright test` with `args`; streams its output, or holds it when `hold`. */
function playwright(args, { hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'],
    });
    let held = '';
    child.stdout?.on('data', (chunk) => (held += chunk));
    child.stderr?.on('data', (chunk) => (held += chunk));
    child.on('error', (error) => resolve({ code: 1, held: `${held}\n${String(error)}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, held }));
  });
}

const faultsRun = playwright(['-c', 'playwright.faults.config.ts'], { hold: true });
const main = await playwright([]);
const faults = await faultsRun;
console.info('\n[e2e] the fault-injection suite (playwright.faults.config.ts):');
process.stdout.write(faults.held);
let code = main.code || faults.code;
if (code === 0) code = (await playwright(['-c', 'playwright.production.config.ts'])).code;
process.exitCode = code;
