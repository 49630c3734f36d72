import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The sandbox's control surface (apps/sandbox-api README), reached directly: port 8787, or the
 * sandbox of the fault-injection suite (playwright.faults.config.ts sets E2E_SANDBOX_ORIGIN).
 */
export const SANDBOX = `${process.env.E2E_SANDBOX_ORIGIN ?? 'http://127.0.0.1:8787'}/__sandbox`;

/** The header the sandbox's control surface requires on every call that changes state (ADR 0168). */
export const CONTROL_HEADERS = { 'x-sandbox-control': '1' } as const;

export async function control(
  request: APIRequestContext,
  path: string,
  data?: unknown,
  method: 'POST' | 'DELETE' = 'POST',
) {
  const response = await request.fetch(`${SANDBOX}${path}`, {
    method,
    headers: CONTROL_HEADERS,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return response;
}

export const resetSandbox = (request: APIRequestContext) => control(request, '/reset');

/** The answer of the last image captcha the sandbox issued (its control surface). */
export async function lastCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${SANDBOX}/captcha/last`);
  expect(response.ok(), 'GET /captcha/last').toBe(true);
  return ((await response.json()) as { value: { text: string } }).value.text;
}

/** The newest SMS code the sandbox sent to `mobile`, or '' when none was sent. */
export async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`${SANDBOX}/sms?mobile=${mobile}`);
  expect(response.ok(), `GET /sms?mobile=${mobile}`).toBe(true);
  return ((await response.json()) as { value: { code: string }[] }).value[0]?.code ?? '';
}

/**
 * Fills the registration page in username mode as a person does, from its agreement step: accept,
 * the Username tab, the username, the password twice and the captcha the image shows, then
 * "Register". The page must be at `/register`.
 */
export async function registerWithUsername(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
) {
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="verifyPwd"]').fill(password);
  await expect(page.getByRole('button', { name: /Captcha image/ })).toBeVisible();
  await page.locator('input[name="captcha"]').fill(await lastCaptcha(request));
  await page
    .getByRole('form', { name: 'Create an account' })
    .getByRole('button', { name: 'Register', exact: true })
    .click();
}

/** Seeded password of every account but default01 (sandbox README). */
export const SEED_PASSWORD = 'Sandbox123';

/**
 * Signs in as a user does: opens `/login?next=<path>`, types the username and password into the
 * login form and presses "Log in", then waits until the session is on (a token in session
 * storage) and the page is at `path`. Copy is English and the merchant `merchant` (default
 * `default`); the publicity pop-ups are marked closed unless `publicity` is asked for. Use this
 * in every browser test of a signed-in flow: never inject a token.
 */
export async function signInThroughForm(
  page: Page,
  username: string,
  path = '/',
  options: { merchant?: string; publicity?: boolean; password?: string } = {},
) {
  const merchant = options.merchant ?? 'default';
  const publicity = options.publicity ?? false;
  await page.addInitScript(
    ({ merchant, publicity }) => {
      if (!localStorage.getItem('merchantCode')) localStorage.setItem('merchantCode', merchant);
      if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
      if (!publicity && !sessionStorage.getItem('publicityClosed'))
        sessionStorage.setItem('publicityClosed', 'true');
    },
    { merchant, publicity },
  );
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(options.password ?? SEED_PASSWORD);
  // A merchant with the GEETEST3 slider (aurum) asks for it on the login form: drag it as a person does.
  if (merchant !== 'default') await solveSliderIfShown(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 15_000 })
    .toBeTruthy();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === path || url.pathname === path.split('?')[0],
  );
}

/**
 * Drags the slider captcha's handle to the gap with the mouse, in small steps over more than
 * half a second (a faster slide is rejected as a bot), when the form shows one. The server
 * judges the drag when the form is submitted.
 */
export async function solveSliderIfShown(page: Page, timeout = 2_000) {
  const track = page.getByTestId('slider-track');
  const handle = track.getByRole('slider');
  const shown = await handle
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  // The gap is drawn only in the picture and judged by the server (ADR 0166): ask the sandbox
  // where this challenge's gap is, then drag there with the mouse.
  const challenge = await track.getAttribute('data-challenge');
  const answer = await page.request.get(`${SANDBOX}/captcha/slider?challenge=${challenge ?? ''}`);
  const gap = ((await answer.json()) as { value?: { gap?: number } }).value?.gap ?? Number.NaN;
  const trackBox = await track.boundingBox();
  const handleBox = await handle.boundingBox();
  if (!trackBox || !handleBox || !Number.isFinite(gap)) return;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(handleBox.x + handleBox.width / 2, y);
  await page.mouse.down();
  const targetX = trackBox.x + (trackBox.width * gap) / 100;
  for (let step = 1; step <= 20; step += 1) {
    const x =
      handleBox.x +
      handleBox.width / 2 +
      ((targetX - handleBox.x - handleBox.width / 2) * step) / 20;
    await page.mouse.move(x, y);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-disabled', 'true');
}

/**
 * Replaces the firebase adapter (its lazily loaded `firebase-sign-in` chunk) with a double, on the
 * network: the built site has no window hook for this (ADR 0169), and only a test that drives the
 * browser can swap a script. The real SDK never loads. The popups answer `identity`; the SMS
 * channel (`smsProvider.firebase`) accepts `smsCode` and vouches for the number it sent the code
 * to with the sandbox's phone token (ADR 0027).
 */
export async function installSocialDouble(
  page: Page,
  identity: { idToken: string; username: string },
  options: { smsCode?: string } = {},
) {
  const smsCode = options.smsCode ?? '123456';
  await page.route(/\/assets\/firebase-sign-in-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: [
        `export async function signInWithFirebase() { return ${JSON.stringify(identity)}; }`,
        'export async function sendFirebaseSmsCode(phoneNumber) {',
        '  return {',
        '    async confirm(code) {',
        `      if (code !== ${JSON.stringify(smsCode)})`,
        "        throw Object.assign(new Error('wrong code'), { code: 'auth/invalid-verification-code' });",
        "      return { idToken: 'sandbox-firebase-phone:' + phoneNumber, username: phoneNumber };",
        '    },',
        '  };',
        '}',
      ].join('\n'),
    }),
  );
}
