#!/usr/bin/env node
// `pnpm start`: the built site behind nginx, as production serves it (README, "Production
// serving"; ADR 0150). nginx comes from Debian (installed with apt-get when missing, as the
// browser is), the config is deploy/nginx.conf.template filled from deploy/site.env and the
// environment, and the platform API is SITE_API_ORIGIN or, by default, the sandbox started here.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureNginx,
  probe,
  renderNginxConfig,
  selfSignedCertificate,
  siteSettings,
} from './start-config.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// First: the settings turn brotli on only when the module the install brings is there.
const nginxBin = ensureNginx();
const settings = siteSettings(repoRoot, process.env);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await probe(url);
    if (status > 0 && status < 500) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function startSandbox(port) {
  const origin = `http://127.0.0.1:${port}`;
  if (await waitFor(`${origin}/__sandbox`, 500)) {
    console.info(`[start] sandbox API already answering on ${origin}; using it`);
    return origin;
  }
  const sandbox = spawn('pnpm', ['--filter', '@site/sandbox-api', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  children.push(sandbox);
  sandbox.on('exit', (code) => {
    console.error(`[start] the sandbox API exited (${code}); stopping`);
    stopAll(1);
  });
  if (!(await waitFor(`${origin}/__sandbox`))) {
    console.error(`[start] the sandbox API did not answer on ${origin}`);
    stopAll(1);
  }
  return origin;
}

const siteRoot = settings.SITE_ROOT;
if (!existsSync(path.join(siteRoot, 'index.html'))) {
  console.info(`[start] no build in ${siteRoot}; building the site first`);
  execSync('pnpm --filter @site/web build', { cwd: repoRoot, stdio: 'inherit' });
}
if (settings.SITE_API_ORIGIN === '' || settings.SITE_API_ORIGIN === 'sandbox') {
  settings.SITE_API_ORIGIN = await startSandbox(Number(settings.SITE_SANDBOX_PORT));
}

const runtimeDir = settings.SITE_NGINX_RUNTIME_DIR;
mkdirSync(runtimeDir, { recursive: true });
if (settings.SITE_TLS_CERT === 'self-signed') selfSignedCertificate(runtimeDir);
const configFile = path.join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, renderNginxConfig(repoRoot, settings));
execSync(`${nginxBin} -t -q -p ${runtimeDir} -c ${configFile}`, { stdio: 'inherit' });
const nginx = spawn(nginxBin, ['-p', runtimeDir, '-c', configFile], { stdio: 'inherit' });
children.push(nginx);
nginx.on('exit', (code) => {
  console.error(`[start] nginx exited (${code})`);
  stopAll(code ?? 1);
});
const listen = settings.SITE_LISTEN.includes(':')
  ? settings.SITE_LISTEN
  : `127.0.0.1:${settings.SITE_LISTEN}`;
const scheme = settings.SITE_NGINX_TLS ? 'https' : 'http';
if (await waitFor(`${scheme}://${listen}/`, 15_000)) {
  console.info(
    `[start] the site is served on ${scheme}://${listen}/ (API: ${settings.SITE_API_ORIGIN}; config: ${path.relative(repoRoot, configFile)})`,
  );
}
