#!/usr/bin/env node
// `pnpm --filter @site/web e2e`: the browser tests of the built site. The main suite
// (playwright.config.ts) in two halves, each with a sandbox and a preview of its own (lanes 0 and
// 1, ADR 0216), beside the fault-injection suite (playwright.faults.config.ts, ADR 0007); then,
// when all three passed, the production server's suite (playwright.production.config.ts).
import { spawn } from 'node:child_process';

/** Runs `playwright test` with `args`, its output streamed; resolves to its exit code. */
function playwright(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(String(error));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The main suite's two halves and the fault-injection suite side by side. Each has its own
// sandbox and preview; one suite alone left about half a core idle, waiting on its page, so the
// main suite was the run's longest path (ADR 0216). Their lines interleave; each ends with its own
// summary. Then, when all passed, production's.
const [first, second, faults] = await Promise.all([
  playwright(['--shard=1/2']),
  playwright(['--shard=2/2'], { E2E_LANE: '1' }),
  playwright(['-c', 'playwright.faults.config.ts']),
]);
console.info(
  `\n[e2e] main suite exit ${first} (1/2) and ${second} (2/2), fault-injection suite exit ${faults}`,
);
let code = first || second || faults;
if (code === 0) code = await playwright(['-c', 'playwright.production.config.ts']);
process.exitCode = code;
