#!/usr/bin/env node
// Headless-Chromium screenshots of the home page under each merchant of the last web build:
//   pnpm --filter @site/web build && node tooling/scripts/screenshots.mjs
// Starts the sandbox API (port 8787) and vite preview, so the pages show the platform's data.
// Writes docs/screenshots/home-<merchant>.png (960x600, in English), and, when Storybook has been built
// (pnpm --filter @site/storybook build-storybook), docs/screenshots/storybook-all-merchants.png.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const storybookDir = path.join(root, 'apps/storybook/storybook-static');
const outDir = path.join(root, 'docs/screenshots');
const manifestFile = path.join(webDir, 'dist/site-merchants.json');
const port = Number(process.env.SCREENSHOT_PORT ?? 4179);
const viewport = { width: 960, height: 600 };

if (!existsSync(manifestFile)) {
  console.error('No web build found: run pnpm --filter @site/web build first.');
  process.exit(1);
}
const merchants = Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')).themes);

// Playwright and the launch flags come from the web app's toolchain.
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const { chromium } = requireFromWeb('@playwright/test');
const { chromiumLaunchOptions } = await import(
  requireFromWeb.resolve('@site/playwright-config').replace(/index\.js$/, 'index.js')
);

/** Starts a static server: vite preview for the site, a tiny one for Storybook. */
function startPreview() {
  const vite = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: webDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('vite preview did not start in 30 s')), 30_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`${port}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

/** Starts the sandbox API on 8787, where vite preview proxies the platform calls. */
function startSandbox() {
  const sandboxDir = path.join(root, 'apps/sandbox-api');
  const requireFromSandbox = createRequire(path.join(sandboxDir, 'package.json'));
  const tsx = path.join(
    path.dirname(requireFromSandbox.resolve('tsx/package.json')),
    'dist/cli.mjs',
  );
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: sandboxDir,
    env: { ...process.env, PORT: '8787' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the sandbox API did not start in 30 s')),
      30_000,
    );
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('platform API on')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`the sandbox API exited with ${code}`)));
  });
}

function serveStatic(dir, staticPort) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(staticPort, '127.0.0.1', () => resolve(server)));
}

mkdirSync(outDir, { recursive: true });
const sandbox = await startSandbox();
const preview = await startPreview();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const merchant of merchants) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    // English, so the pictures do not depend on the machine's CJK and Thai fonts.
    await context.addInitScript((code) => {
      localStorage.setItem('merchantCode', code);
      localStorage.setItem('hisLang', 'EN');
    }, merchant);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator(`html[data-merchant="${merchant}"]`).waitFor();
    await page.getByTestId('site-logo').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `home-${merchant}.png`);
    await page.screenshot({ path: file });
    console.info(`${path.relative(root, file)} ${statSync(file).size} B`);
    await context.close();
  }
  if (existsSync(path.join(storybookDir, 'iframe.html'))) {
    const server = await serveStatic(storybookDir, port + 1);
    const page = await browser.newPage({ viewport: { width: 1200, height: 640 } });
    await page.goto(
      `http://127.0.0.1:${port + 1}/iframe.html?id=theme-overview--overview&viewMode=story&globals=merchant:all;locale:EN`,
    );
    await page.locator('[data-merchant="lumen"]').waitFor();
    const file = path.join(outDir, 'storybook-all-merchants.png');
    await page.screenshot({ path: file });
    console.info(`${path.relative(root, file)} ${statSync(file).size} B`);
    server.close();
  }
} finally {
  await browser.close();
  preview.kill();
  sandbox.kill();
}
