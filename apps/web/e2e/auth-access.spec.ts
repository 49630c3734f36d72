import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONTROL_HEADERS,
  installSocialDouble,
  lastCaptcha,
  lastSms,
  registerWithUsername,
  SANDBOX,
} from './sandbox';

/**
 * Account access against the running sandbox (account-access.md sections 4 and 5): registration in
 * both modes, logout and login, the forced password change, the second factor, the captcha after
 * failures, SMS login with its countdown, free play, a social login with a local provider double
 * reaching the bind dialog, and a `next` to another site ignored.
 */
const SEED_PASSWORD = 'Sandbox123';
const DEFAULT_PASSWORD = 'Aa123456';
const SEED_AUTH_CODE = '246810';

async function control<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${SANDBOX}${path}`, {
    method,
    headers: CONTROL_HEADERS,
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The newest SMS code sent to `mobile`; one must have been sent. */
async function sentSms(request: APIRequestContext, mobile: string): Promise<string> {
  const code = await lastSms(request, mobile);
  expect(code, `an SMS code for ${mobile}`).toBeTruthy();
  return code;
}

/** English copy, the default merchant, and a fresh sandbox. */
async function prepare(page: Page, request: APIRequestContext) {
  await control(request, 'POST', '/reset');
  await page.addInitScript(() => {
    localStorage.setItem('merchantCode', 'default');
    localStorage.setItem('hisLang', 'EN');
    // The publicity pop-ups after login are the shell's; mark them closed for this session.
    sessionStorage.setItem('publicityClosed', 'true');
  });
}

async function login(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.beforeEach(async ({ page, request }) => {
  await prepare(page, request);
});

test('register in username mode, log out, log back in', async ({ page, request }) => {
  const username = `pw${Date.now().toString(36).slice(-8)}`;
  await page.goto('/register');
  await expect(page.getByLabel('I am 18 or older and accept the user agreement')).toBeChecked();
  await registerWithUsername(page, request, username, 'Secret123');
  await expect(page.getByRole('alertdialog')).toContainText(`Welcome aboard, ${username}!`);
  await page
    .getByRole('alertdialog', { name: 'Welcome!' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await token(page)).toBeTruthy();

  // Log out through the confirm dialog: storage cleared (merchant code kept), back at the root.
  await page.getByRole('button', { name: 'Log out', exact: true }).first().click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect.poll(() => token(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('merchantCode'))).toBe('default');
  await page.goto('/login');
  await login(page, username, 'Secret123');
  await expect(page).toHaveURL(/\/$/);
  expect(await token(page)).toBeTruthy();
});

test('register in mobile mode with the SMS code', async ({ page, request }) => {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.locator('input[name="mobile"], input[name="mobileNum"]').fill(mobile);
  await page.locator('input[name="password"]').fill('Secret123');
  await page.locator('input[name="verifyPwd"]').fill('Secret123');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
  await page.locator('input[name="verificationCode"]').fill(await sentSms(request, mobile));
  await page.locator('input[name="captcha"]').fill(await lastCaptcha(request));
  await page
    .getByRole('form', { name: 'Create an account' })
    .getByRole('button', { name: 'Register', exact: true })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Welcome aboard');
  expect(await token(page)).toBeTruthy();
});

test('the default-password account is forced through the password change to /index', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'default01', DEFAULT_PASSWORD);
  const panel = page.getByRole('form', { name: 'Change password' });
  await expect(panel).toContainText('You are using the default password');
  await expect(panel.locator('input[name="oldPassword"]')).toHaveCount(0);
  await panel.locator('input[name="newPassword"]').fill('Better123');
  await panel.locator('input[name="confirmNewPassword"]').fill('Better123');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await token(page)).toBeTruthy();
});

test('the second factor signs in with the authenticator code', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'secure01', SEED_PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Login verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText([
    'Real name',
    'SMS',
    'Google Authenticator',
    'Email',
  ]);
  await expect(dialog).toContainText(/expires in \d+ s/);
  await dialog.getByRole('tab', { name: 'Google Authenticator' }).click();
  await dialog.locator('input[name="authCode"]').fill('000000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('input[name="authCode"]')).toHaveValue('');
  await expect(dialog.locator('input[name="authCode"]')).toBeFocused();
  await dialog.locator('input[name="authCode"]').fill(SEED_AUTH_CODE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  expect(await token(page)).toBeTruthy();
});

test('a wrong password until the sandbox asks for the captcha', async ({ page, request }) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await login(page, 'vipmax01', 'not-the-password');
    await expect(page.getByRole('alert').first()).not.toBeEmpty();
  }
  const image = page.getByRole('button', { name: /Captcha image/ });
  await expect(image).toBeVisible();
  await expect(image.locator('img')).toHaveJSProperty('complete', true);
  // Without the captcha the sandbox refuses again and the form asks for a new image.
  const shown = await lastCaptcha(request);
  await login(page, 'vipmax01', SEED_PASSWORD);
  await expect(page.getByRole('alert').first()).not.toBeEmpty();
  await expect.poll(() => lastCaptcha(request)).not.toBe(shown);
  await page.locator('input[name="captcha"]').fill(await lastCaptcha(request));
  await login(page, 'vipmax01', SEED_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test('SMS login with its countdown', async ({ page, request }) => {
  const accounts = await control<{ username: string }[]>(
    request,
    'GET',
    '/accounts?merchant=default',
  );
  expect(accounts.some((account) => account.username === 'player02')).toBe(true);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const mobile = '13800001111';
  await page.locator('input[name="mobile"], input[name="mobileNum"]').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const counting = page.getByRole('button', { name: /Resend in \d+ s/ });
  await expect(counting).toBeDisabled();
  // It starts at expiredMinutes x 60 = 300 s. A loaded runner may first read it a tick or two
  // later (one official-CI-like run first saw 299), so the start is read once, then must fall.
  const seconds = async () => Number((await counting.textContent())?.match(/\d+/)?.[0]);
  const first = await seconds();
  expect(first).toBeGreaterThan(290);
  expect(first).toBeLessThanOrEqual(300);
  await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first);
  await page.locator('input[name="code"]').fill(await sentSms(request, mobile));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await token(page)).toBeTruthy();
});

test('free play', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('hasFreePlay'))).toBe('true');
});

test('a social login with a local provider double reaches the bind dialog, and firebase never loads', async ({
  page,
  request,
}) => {
  await control(request, 'POST', '/flags', {
    merchant: 'default',
    flags: { FIREBASECREATEACC3: false, SSOMANUALREG3: true },
  });
  const firebaseRequests: string[] = [];
  page.on('request', (req) => {
    if (/firebase|googleapis|gstatic/i.test(new URL(req.url()).hostname))
      firebaseRequests.push(req.url());
  });
  // The built site has no window hook: the firebase adapter's chunk is swapped on the network.
  await installSocialDouble(page, {
    idToken: 'playwright-google-unbound',
    username: 'tester@example.test',
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your account' });
  await expect(dialog).toContainText('This google account is not linked');
  await expect(dialog.getByRole('button', { name: 'I have an account: log in' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create a new account' })).toBeVisible();
  expect(firebaseRequests).toEqual([]);
  await control(request, 'DELETE', '/flags');
});

test('a next page on another site is ignored', async ({ page }) => {
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fphish');
  await login(page, 'player01', SEED_PASSWORD);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4173\/$/);
});
