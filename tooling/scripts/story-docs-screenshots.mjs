#!/usr/bin/env node
// Screenshots of the designers' docs pages from the built Storybook (run `pnpm build-storybook`
// first): docs/screenshots/storybook-theme-tokens.png and docs/screenshots/storybook-flags.png.
//   node tooling/scripts/story-docs-screenshots.mjs
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = join(root, 'apps/storybook/storybook-static');
const outDir = join(root, 'docs/screenshots');
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error('No apps/storybook/storybook-static: run pnpm build-storybook first.');
  process.exit(1);
}
const require = createRequire(join(root, 'apps/storybook/package.json'));
const { chromium } = require('playwright');
const { chromiumLaunchOptions } = await import(
  new URL('../playwright-config/index.js', import.meta.url).href
);

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  let file = join(staticDir, path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (statSync(file).isDirectory()) file = join(file, 'index.html');
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const pages = [
  ['designers-theme-tokens--docs', 'storybook-theme-tokens.png', '#storybook-docs caption'],
  ['designers-flags--docs', 'storybook-flags.png', '#storybook-docs caption'],
  ['designers-make-a-skin--docs', 'storybook-make-a-skin.png', '#storybook-docs h1'],
];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  mkdirSync(outDir, { recursive: true });
  for (const [id, name, ready] of pages) {
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=docs`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(`docs/screenshots/${name}`);
  }
} finally {
  await browser.close();
  server.close();
}
