#!/usr/bin/env node
// Browser tests run in Debian's chromium; test tools never download a browser here.
// If chromium is missing: install it when we are root, otherwise say exactly what to run.
// Never skip browser tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Browser tests need Chromium at ${chromium}, which is missing.\n` +
      'Run: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at an installed chromium), then run the tests again.',
  );
  process.exit(1);
}
console.info(`Chromium is missing at ${chromium}; installing Debian's chromium (apt-get)...`);
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
