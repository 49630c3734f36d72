// @ts-check
// The settings of `pnpm start` and the rendering of deploy/nginx.conf.template (envsubst's job,
// done here so a missing variable stops the start instead of producing a broken config).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import path from 'node:path';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Parses deploy/site.env: `KEY=value` lines, `#` comments; values are verbatim (no quoting).
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split('\n')) {
    const match = /^(SITE_[A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) out[match[1]] = (match[2] ?? '').trim();
  }
  return out;
}

/**
 * deploy/site.env overlaid with the environment; paths made absolute; the nginx settings that
 * derive from SITE_NGINX_BROTLI and SITE_TLS_CERT filled in.
 * @param {string} repoRoot
 * @param {Record<string, string | undefined>} env
 * @param {{ brotliModule?: string }} [options]
 */
export function siteSettings(repoRoot, env, options = {}) {
  const defaults = parseEnvFile(readFileSync(path.join(repoRoot, 'deploy/site.env'), 'utf8'));
  /** @type {Record<string, string>} */
  const settings = { ...defaults };
  for (const key of Object.keys(env)) {
    const value = env[key];
    if (key.startsWith('SITE_') && value !== undefined) settings[key] = value;
  }
  for (const key of ['SITE_ROOT', 'SITE_NGINX_RUNTIME_DIR']) {
    settings[key] = path.resolve(repoRoot, settings[key] ?? '');
  }
  const brotliModule = options.brotliModule ?? BROTLI_MODULE;
  const brotli =
    settings.SITE_NGINX_BROTLI === 'on' ||
    (settings.SITE_NGINX_BROTLI === 'auto' && existsSync(brotliModule));
  settings.SITE_NGINX_LOAD_MODULES ??= brotli ? `load_module ${brotliModule};` : '';
  settings.SITE_NGINX_BROTLI_STATIC ??= brotli ? 'brotli_static on;' : '';
  settings.SITE_NGINX_BROTLI_OFF ??= brotli ? 'brotli_static off;' : '';
  for (const [key, value] of Object.entries(tlsSettings(settings))) settings[key] ??= value;
  return settings;
}

/**
 * The TLS half of the template (ADR 0221): with a certificate, nginx itself is the visitor's
 * HTTPS edge, with HTTP/2; without one, it speaks plain HTTP/1.1 behind a CDN or load balancer
 * that terminates TLS. `self-signed` is a throwaway certificate that `pnpm start` writes into the
 * runtime dir (`selfSignedCertificate`): for measuring on this machine, never for visitors.
 * @param {Record<string, string>} settings
 * @returns {Record<string, string>}
 */
export function tlsSettings(settings) {
  const selfSigned =
    settings.SITE_TLS_CERT === 'self-signed'
      ? selfSignedFiles(settings.SITE_NGINX_RUNTIME_DIR ?? '')
      : undefined;
  const cert = selfSigned?.cert ?? settings.SITE_TLS_CERT ?? '';
  const key = selfSigned?.key ?? settings.SITE_TLS_KEY ?? '';
  if (cert === '') {
    return { SITE_NGINX_LISTEN_OPTIONS: '', SITE_NGINX_TLS: '' };
  }
  if (key === '') throw new Error('SITE_TLS_CERT is set but SITE_TLS_KEY is not');
  return {
    SITE_NGINX_LISTEN_OPTIONS: ' ssl http2',
    SITE_NGINX_TLS: [
      `ssl_certificate ${cert};`,
      `ssl_certificate_key ${key};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_session_cache shared:site_tls:10m;',
      'ssl_session_timeout 1d;',
    ].join(' '),
  };
}

/** Where `SITE_TLS_CERT=self-signed` keeps its certificate and key. */
function selfSignedFiles(/** @type {string} */ runtimeDir) {
  return {
    cert: path.join(runtimeDir, 'self-signed.crt'),
    key: path.join(runtimeDir, 'self-signed.key'),
  };
}

/**
 * Writes the throwaway certificate of `SITE_TLS_CERT=self-signed` (127.0.0.1 and localhost, two
 * days) with Debian's openssl, unless a fresh one is there. Browsers warn about it: the budgets'
 * Chromium is told to accept it (`--ignore-certificate-errors`, tooling/perf).
 * @param {string} runtimeDir
 */
export function selfSignedCertificate(runtimeDir) {
  const { cert, key } = selfSignedFiles(runtimeDir);
  if (existsSync(cert) && existsSync(key) && Date.now() - statSync(cert).mtimeMs < 86_400_000)
    return;
  try {
    execSync(
      `openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost` +
        ` -addext subjectAltName=IP:127.0.0.1,DNS:localhost -keyout ${key} -out ${cert}`,
      { stdio: 'pipe' },
    );
  } catch (error) {
    const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString() ?? '';
    throw new Error(
      `openssl could not write the self-signed certificate (apt-get install openssl)\n${stderr}`,
    );
  }
}

/**
 * Replaces every `${SITE_*}` of the template; throws naming the variables that have no value.
 * nginx's own `$variables` are left alone.
 * @param {string} template
 * @param {Record<string, string>} settings
 */
export function renderTemplate(template, settings) {
  const missing = new Set();
  const out = template.replace(/\$\{(SITE_[A-Z0-9_]+)\}/g, (_all, name) => {
    const value = settings[name];
    if (value === undefined) missing.add(name);
    return value ?? '';
  });
  if (missing.size > 0) {
    throw new Error(`deploy/nginx.conf.template needs ${[...missing].join(', ')}`);
  }
  return out;
}

/**
 * @param {string} repoRoot
 * @param {Record<string, string>} settings
 */
export function renderNginxConfig(repoRoot, settings) {
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx.conf.template'), 'utf8');
  return renderTemplate(template, settings);
}

/** The nginx binary: on the PATH, or where Debian puts it (/usr/sbin is not on a user's PATH). */
export function nginxBinary() {
  try {
    return execSync('command -v nginx', { shell: '/bin/sh' }).toString().trim();
  } catch {
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
  }
}

/**
 * Installs Debian's nginx and its brotli_static module when either is missing (as root; a user
 * is told the command instead), and returns nginx's path. Call it before `siteSettings`, which
 * turns brotli on only when the module is there.
 */
export function ensureNginx() {
  const found = nginxBinary();
  if (found && existsSync(BROTLI_MODULE)) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const packages = found
    ? 'libnginx-mod-http-brotli-static'
    : 'nginx libnginx-mod-http-brotli-static';
  const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`;
  if (!isRoot) {
    if (found) {
      // nginx without the module still serves the site, with gzip only.
      console.warn(`[start] nginx has no brotli_static module; for brotli run: sudo ${command}`);
      return found;
    }
    throw new Error(`nginx is missing. Run: sudo ${command}`);
  }
  console.info(
    `[start] ${found ? 'nginx has no brotli_static module' : 'nginx is missing'}; installing Debian's ${packages} (apt-get)...`,
  );
  execSync(command, { stdio: 'inherit', shell: '/bin/bash' });
  const installed = nginxBinary();
  if (!installed) throw new Error('apt-get finished but nginx is still missing');
  return installed;
}

/**
 * The status of a GET to one of our own servers, or 0 when nothing answers: node:http(s), not
 * global fetch (a library loaded in the caller may replace fetch's dispatcher), and any
 * certificate is accepted (`SITE_TLS_CERT=self-signed`). It only asks whether the server is up.
 * @param {string} url
 * @returns {Promise<number>}
 */
export function probe(url) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { timeout: 2_000, rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}
