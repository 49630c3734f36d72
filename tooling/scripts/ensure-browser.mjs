#!/usr/bin/env node
// Browser tests run in Debian's chromium; test tools never download a browser here.
// If chromium is missing: install it when we are root, otherwise say exactly what to run.
// Never skip browser tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chinese, Japanese and Thai pages render as boxes without these fonts (screenshots, visual checks).
const fonts = [
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
  ['fonts-thai-tlwg', '/usr/share/fonts/truetype/tlwg'],
];
const missingFonts = fonts.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (existsSync(chromium) && missingFonts.length === 0) process.exit(0);
if (existsSync(chromium)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.warn(
      `Fonts missing (${missingFonts.join(', ')}): sudo apt-get install -y ${missingFonts.join(' ')}`,
    );
    process.exit(0);
  }
  console.info(`Installing ${missingFonts.join(', ')} (apt-get)...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missingFonts.join(' ')}`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
  process.exit(0);
}

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
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium ${missingFonts.join(' ')}`,
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
);
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
