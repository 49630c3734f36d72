import { expect, test, type APIRequestContext } from '@playwright/test';
import { productionSandboxPort } from '../playwright.production.config';
import { watchCsp } from './csp-watch';

/**
 * The site as `pnpm start` serves it (nginx, deploy/nginx.conf.template): headers, caching,
 * precompressed assets, and no CSP violation on the main pages and a launched game frame.
 */
const sandbox = `http://127.0.0.1:${productionSandboxPort}/__sandbox`;
const SEED_PASSWORD = 'Sandbox123';

async function resetSandbox(request: APIRequestContext) {
  const response = await request.post(`${sandbox}/reset`, {
    headers: { 'x-sandbox-control': '1' },
  });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('merchantCode')) localStorage.setItem('merchantCode', 'default');
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('publicityClosed', 'true');
  });
});

test('every page carries the security headers, a fresh nonce and no-cache', async ({ request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  expect(first.status()).toBe(200);
  const headers = first.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  const nonceOf = (policy: string) => /'nonce-([0-9a-f]+)'/.exec(policy)?.[1];
  const nonce = nonceOf(csp);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
  const html = await first.text();
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(html).not.toContain('SITE_CSP_NONCE');

  // The platform's pages the site frames (games, the lottery) must not get frame-ancestors 'none'.
  const framed = await request.get('/res/lottery/CQSSC?mode=Traditional&view=betting');
  expect(framed.headers()['content-security-policy'] ?? '').not.toContain('frame-ancestors');
  expect(framed.headers()['x-content-type-options']).toBe('nosniff');

  const merchants = await request.get('/site-merchants.json');
  expect(merchants.headers()['cache-control']).toBe('no-cache');
});

test('hashed assets are immutable for a year and precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const br = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});

test('the platform calls and the notification websocket go through to the API', async ({
  page,
}) => {
  const socket = page.waitForEvent('websocket', { timeout: 20_000 });
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('player01');
  await page.locator('input[name="password"]').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const ws = await socket;
  expect(new URL(ws.url()).pathname).toBe('/wps/websocket');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 15_000 })
    .toBeTruthy();
});

test('home, login, /electron, /lottery and a launched game frame load with no CSP violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const report = await watchCsp(page);

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto('/login');
  await page.locator('input[name="username"]').fill('player01');
  await page.locator('input[name="password"]').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 15_000 })
    .toBeTruthy();

  await page.goto('/electron?page=PG');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A launched game frame: the launch URL the platform answers (sandbox: /res/lottery/...),
  // framed by the site page as the lottery and seamless games frame it.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'game';
    frame.src = '/res/lottery/CQSSC?mode=Traditional&view=betting&lang=EN&merchant=default';
    document.body.append(frame);
  });
  await expect(
    page.frameLocator('iframe[title="game"]').getByText('Chongqing Time').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { violations, console } = await report();
  expect(violations, violations.join('\n')).toEqual([]);
  expect(console, console.join('\n')).toEqual([]);
});

test('the boot loads the font files on a worker that the CSP allows, which then closes', async ({
  page,
}) => {
  // ADR 0227: the font-faces worker draws the first render's faces and closes itself.
  const report = await watchCsp(page);
  const workers: { url: string; closed: Promise<void> }[] = [];
  page.on('worker', (worker) => {
    workers.push({
      url: worker.url(),
      closed: new Promise((done) => worker.on('close', () => done())),
    });
  });
  const script = page.waitForResponse((response) => /\/font-faces-worker-/.test(response.url()));
  await page.goto('/');
  expect((await script).status()).toBe(200);
  await expect.poll(() => workers.length).toBe(1);
  expect(new URL(workers[0]!.url).pathname).toMatch(/^\/assets\/font-faces-worker-[\w-]+\.js$/);
  await workers[0]!.closed;
  await expect(page.getByRole('banner')).toBeVisible();
  const { violations, console } = await report();
  expect(violations, violations.join('\n')).toEqual([]);
  expect(console, console.join('\n')).toEqual([]);
});
