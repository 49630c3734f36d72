import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, resetSandbox, SEED_PASSWORD } from './sandbox';

/**
 * Bad platform answers never break a page (issue 10, item 8). Under each fault of the sandbox's
 * control surface the home page and the login page render text and controls, finish loading and
 * throw no uncaught error: first with every platform call failing at once, then (for the
 * unusable successes: null, `{}` and wrong types) with one call at a time, so that no decoder is
 * spared because an earlier call failed first. The calls are the ones the pages really make,
 * recorded from a clean load, so a call added later is covered too.
 */
interface Fault {
  name: string;
  rule: Record<string, unknown>;
}

/** A record whose fields, named as the pages' answers name theirs, all have the wrong type. */
const WRONG_RECORD: Record<string, unknown> = {
  list: 'x',
  content: 3,
  items: { a: 1 },
  wallets: 'none',
  domainList: 7,
  value: [],
  whitelabel: 'on',
  templates: [1],
  maintenance: 'yes',
  total: 'many',
};

const ALL_FAULTS: readonly Fault[] = [
  { name: 'null value', rule: { kind: 'nullValue' } },
  { name: 'empty object', rule: { kind: 'emptyValue' } },
  { name: 'a string', rule: { kind: 'wrongType' } },
  { name: 'a number', rule: { kind: 'wrongType', value: 42 } },
  { name: 'a list', rule: { kind: 'wrongType', value: [1, 'two', null] } },
  { name: 'a record of wrong fields', rule: { kind: 'wrongType', value: WRONG_RECORD } },
  { name: 'malformed JSON', rule: { kind: 'malformed' } },
  { name: 'an HTML page (502)', rule: { kind: 'html' } },
  { name: 'an HTML page (200)', rule: { kind: 'html', status: 200 } },
  { name: 'HTTP 500', rule: { kind: 'http500' } },
  { name: 'HTTP 502', rule: { kind: 'http502' } },
  { name: 'HTTP 504', rule: { kind: 'http504' } },
  { name: 'a dropped connection', rule: { kind: 'drop' } },
];

/** The unusable successes, fed to one call at a time. */
const VALUE_FAULTS = ALL_FAULTS.slice(0, 5);

/**
 * Breaks found by these tests whose fix belongs to another package, by `fault|call`. Each is
 * asserted to still break, so the entry has to go when the owner fixes it.
 */
const KNOWN_BREAKS: Readonly<Record<string, string>> = {};

const PLATFORM = /^\/(wps|lgw|lotto)\//;

/** Uncaught errors and unhandled rejections of the page. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Uncaught|Unhandled/i.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    localStorage.setItem('merchantCode', 'default');
    localStorage.setItem('hisLang', 'EN');
    window.addEventListener('unhandledrejection', (event) =>
      console.error(`Unhandled rejection: ${String(event.reason)}`),
    );
  });
  return errors;
}

/** Every platform call the page makes, as `METHOD /path`. */
function recordCalls(page: Page): () => string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (PLATFORM.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  return () => [...calls];
}

const setFault = (request: APIRequestContext, rule: Record<string, unknown>) =>
  control(request, '/faults', { count: 10_000, ...rule });
const clearFaults = (request: APIRequestContext) =>
  control(request, '/faults', undefined, 'DELETE');

/** The home page finished loading: its heading, the header's controls, no page loader left. */
async function homeSettled(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'false', { timeout: 25_000 });
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
}

/** The login page finished loading: its heading and a form a visitor can use. */
async function loginSettled(page: Page) {
  const form = page.getByRole('form', { name: 'Member login' });
  await expect(form.locator('input[name="username"]')).toBeEditable({ timeout: 25_000 });
  await expect(form.locator('input[name="password"]')).toBeEditable();
  await expect(form.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectHome(page: Page) {
  await page.goto('/');
  await homeSettled(page);
}

async function expectLogin(page: Page) {
  await page.goto('/login');
  await loginSettled(page);
}

const PAGES = {
  home: { path: '/', settled: homeSettled },
  login: { path: '/login', settled: loginSettled },
} as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
// No fault outlives its test (a local run reuses the sandbox).
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test.describe('every platform call fails at once', () => {
  for (const fault of ALL_FAULTS) {
    test(`${fault.name}: home and login still render text and controls`, async ({
      page,
      request,
    }) => {
      const errors = await watchErrors(page);
      const calls = recordCalls(page);
      await page.addInitScript(() => sessionStorage.setItem('publicityClosed', 'true'));
      await setFault(request, { path: '*', ...fault.rule });
      await expectHome(page);
      await expectLogin(page);
      // The fault was met: start-up asked the platform and got the bad answer.
      expect(calls()).toContain('GET /wps/system/settings/consolidated');
      expect(errors).toEqual([]);
    });
  }
});

/** The next answer to `call` ("METHOD /path"); fails naming the call when none comes in 25 s. */
function answerTo(page: Page, call: string): Promise<unknown> {
  const [method, path] = call.split(' ');
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === method && new URL(response.url()).pathname === path,
      { timeout: 25_000 },
    )
    .catch(() => {
      throw new Error(`${call} was not asked again`);
    });
}

const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/**
 * Scrolls to the end of the page until it stops growing, then back to the top. Home sections past
 * the first two mount only near the viewport (ADR 0155), so this makes every section ask for its
 * data however fast the ones above it arrived.
 */
async function revealSections(page: Page) {
  let height = -1;
  for (let steady = 0, round = 0; steady < 2 && round < 20; round += 1) {
    await scrollToEnd(page);
    await page.waitForTimeout(500);
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    steady = next === height ? steady + 1 : 0;
    height = next;
  }
  await scrollToTop(page);
}

/**
 * Waits for the faulted call's answer. A call of a section far down the page comes only once the
 * section mounts, so after a moment without it the page is scrolled to its end, as a visitor
 * would, until the answer comes.
 */
async function whenAnswered(page: Page, answered: Promise<unknown>) {
  let done = false;
  const answer = answered.finally(() => {
    done = true;
  });
  answer.catch(() => undefined);
  const moment = page.waitForTimeout(2_000);
  await Promise.race([answer.catch(() => undefined), moment]);
  while (!done) {
    await scrollToEnd(page).catch(() => undefined);
    await Promise.race([answer.catch(() => undefined), page.waitForTimeout(500)]);
  }
  await answer;
  await scrollToTop(page);
}

/**
 * The calls a page makes on a clean load (a visitor's, or after signing in through the form),
 * with every home section mounted.
 */
async function callsOf(page: Page, load: () => Promise<void>): Promise<string[]> {
  const calls = recordCalls(page);
  await load();
  await revealSections(page);
  // Calls that start after the page settles count too.
  await page.waitForTimeout(1_500);
  return [...new Set(calls())];
}

test.describe('one call at a time answers null, {} or the wrong type', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const [name, { path: pagePath, settled }] of Object.entries(PAGES)) {
    for (const fault of VALUE_FAULTS) {
      test(`${name} page, each of its calls answering ${fault.name}`, async ({ page, request }) => {
        const errors = await watchErrors(page);
        await page.addInitScript(() => sessionStorage.setItem('publicityClosed', 'true'));
        const made = await callsOf(page, async () => {
          await page.goto(pagePath);
          await settled(page);
        });
        expect(made.length).toBeGreaterThanOrEqual(name === 'home' ? 8 : 4);
        for (const call of made) {
          const [method, path] = call.split(' ');
          await clearFaults(request);
          await setFault(request, { path, method, ...fault.rule });
          const answered = answerTo(page, call);
          await page.goto(pagePath);
          // Sections mounted near the viewport ask later: wait for the bad answer, then let the
          // page render it.
          await whenAnswered(page, answered);
          const known = KNOWN_BREAKS[`${fault.name}|${call}`];
          if (known) {
            test.info().annotations.push({ type: 'known break', description: `${call}: ${known}` });
            await expect
              .poll(() => errors.length, { message: `${call} no longer breaks: drop its entry` })
              .toBeGreaterThan(0);
            errors.length = 0;
            continue;
          }
          await page.waitForTimeout(300);
          await settled(page);
          expect(errors, call).toEqual([]);
        }
      });
    }
  }
});

/** The calls without whose answer no session can open. */
const SIGN_IN_NEEDS = [
  'GET /wps/session/key/rsa',
  'POST /wps/session/login',
  'GET /wps/member/info',
] as const;

/** Signs in as player01 through the login form; answers whether the session opened. */
async function signInWithForm(page: Page): Promise<boolean> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Member login' });
  await form.locator('input[name="username"]').fill('player01');
  await form.locator('input[name="password"]').fill(SEED_PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  const bar = page.getByTestId('member-info-bar');
  const refusal = form.getByRole('alert').filter({ hasText: /\S/ });
  let outcome = 'waiting' as 'signed-in' | 'refused' | 'waiting';
  await expect
    .poll(
      async () => {
        if (await bar.isVisible()) outcome = 'signed-in';
        else if ((await refusal.count()) > 0) outcome = 'refused';
        return outcome;
      },
      { timeout: 25_000 },
    )
    .not.toBe('waiting');
  return outcome === 'signed-in';
}

test.describe('the signed-in page: each call of the login and the post-login load answers null, {} or the wrong type', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const fault of VALUE_FAULTS.slice(0, 3)) {
    test(`each call answering ${fault.name}`, async ({ page, request, context }) => {
      const errors = await watchErrors(page);
      // With the publicity pop-ups, so their calls are among the ones faulted.
      const before = await callsOf(page, () => expectLogin(page));
      const all = await callsOf(page, async () => {
        expect(await signInWithForm(page)).toBe(true);
      });
      const afterLogin = all.filter((call) => !before.includes(call));
      expect(afterLogin).toContain('POST /wps/session/login');
      expect(afterLogin).toContain('GET /wps/member/info');
      expect(afterLogin).toContain('GET /wps/v2/wallets/balance');
      test.info().annotations.push({ type: 'calls', description: afterLogin.join(', ') });
      for (const call of afterLogin) {
        const [method, path] = call.split(' ');
        await context.clearCookies();
        await page.evaluate(() => sessionStorage.clear());
        await resetSandbox(request);
        await setFault(request, { path, method, ...fault.rule });
        const answered = answerTo(page, call);
        const signedIn = await signInWithForm(page);
        await whenAnswered(page, answered);
        await page.waitForTimeout(300);
        if (signedIn) {
          // The header keeps its controls and the page its heading.
          const bar = page.getByTestId('member-info-bar');
          await expect(bar.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
          await expect(page.getByTestId('balance')).toHaveText(/\d/);
          await expect(page).toHaveURL(/\/$/);
          await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false', {
            timeout: 25_000,
          });
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        } else {
          // The cipher key, the login or the member info was unusable: no session, and the
          // form says so.
          expect(SIGN_IN_NEEDS).toContain(call);
          expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
          await expect(page.getByRole('form', { name: 'Member login' })).toBeVisible();
        }
        expect(errors, call).toEqual([]);
      }
    });
  }
});
