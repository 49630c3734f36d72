#!/usr/bin/env node
// `pnpm --filter @site/web e2e`: the browser tests of the built site. The main suite
// (playwright.config.ts), then the fault-injection suite (playwright.faults.config.ts, a sandbox
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

// One after the other: run side by side they saved 380 s of a local CI run, but beside the story
// tests the machine was loaded enough to time out a story and two browser tests (ADR 0006).
const main = await playwright([]);
console.info('\n[e2e] the fault-injection suite (playwright.faults.config.ts):');
const faults = await playwright(['-c', 'playwright.faults.config.ts']);
let code = main || faults;
if (code === 0) code = await playwright(['-c', 'playwright.production.config.ts']);
process.exitCode = code;
