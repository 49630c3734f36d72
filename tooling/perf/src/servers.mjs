// @ts-check
// The servers the budgets measure: the site through `pnpm start` (nginx, deploy/) and a bare
// React page built here and served by the same nginx configuration.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { probe } from '@site/scripts/start-config.mjs';

/**
 * How the measured servers speak (ADR 0221): HTTPS with HTTP/2, as a visitor's browser reaches
 * the site in production (nginx as the edge, or the CDN in front of it), with the throwaway
 * certificate of `SITE_TLS_CERT=self-signed` that the measuring Chromium accepts.
 * `PERF_PLAIN_HTTP=1` measures plain HTTP/1.1 instead, to compare the two.
 */
export const PLAIN_HTTP = process.env.PERF_PLAIN_HTTP === '1';
/** The settings `startSite` adds for that. */
export const SERVING = PLAIN_HTTP ? { SITE_TLS_CERT: '' } : { SITE_TLS_CERT: 'self-signed' };
/** The protocol every measured document must come over (`measurePages`' `expect`). */
export const SERVED_PROTOCOL = PLAIN_HTTP ? 'http/1.1' : 'h2';
/** @param {number} port @param {string} pathname */
export const servedUrl = (port, pathname) =>
  `${PLAIN_HTTP ? 'http' : 'https'}://127.0.0.1:${port}${pathname}`;

/**
 * Starts tooling/scripts/start.mjs with its own ports and runtime dir; resolves when it answers.
 * @param {string} repoRoot
 * @param {Record<string, string>} env
 * @param {string} probeUrl
 */
export async function startSite(repoRoot, env, probeUrl) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'tooling/scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...SERVING, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${probeUrl} exited (${child.exitCode})`);
    if ((await probe(probeUrl)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Builds the reference page: React 19 and Vite, one heading, nothing else.
 * @param {string} workDir a folder inside tooling/perf (so `react` resolves)
 * @returns {Promise<string>} the built folder
 */
export async function buildBarePage(workDir) {
  mkdirSync(path.join(workDir, 'src'), { recursive: true });
  writeFileSync(
    path.join(workDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <meta name="description" content="Reference page" />\n    <title>Bare React page</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.jsx"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(
    path.join(workDir, 'src/main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(\n  <StrictMode>\n    <main>\n      <h1>Bare React page</h1>\n    </main>\n  </StrictMode>,\n);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = path.join(workDir, 'dist');
  await build({
    root: workDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
