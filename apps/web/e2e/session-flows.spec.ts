import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, resetSandbox, SEED_PASSWORD, signInThroughForm } from './sandbox';

/**
 * The one session (ADR 0064) as a user meets it: every way in, typed into the real forms, ends in
 * the same post-login load with no reload; the forced password change cannot be skipped by a
 * reload (ADR 0065); the platform's 401 ends the session even when the dialog is dismissed; the
 * next user sees nothing of the previous one.
 */
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** Counts full document loads: a flow that needs a reload to show its data fails on this. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function pushDeposit(request: APIRequestContext, username: string) {
  await expect
    .poll(async () => {
      const response = await control(request, '/notifications', {
        username,
        type: 'DEPOSIT',
        content: { status: 'ARRIVED', amount: 100, message: 'Deposit of 100.00 arrived' },
      });
      return ((await response.json()) as { value: { delivered: number } }).value.delivered;
    })
    .toBeGreaterThan(0);
}

async function englishDefaultMerchant(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('merchantCode')) localStorage.setItem('merchantCode', 'default');
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    if (!sessionStorage.getItem('publicityClosed'))
      sessionStorage.setItem('publicityClosed', 'true');
  });
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the login form signs in with no reload: balance and unread count in the header, a pushed DEPOSIT updates the balance', async ({
  page,
  request,
}) => {
  const loads = countLoads(page);
  await signInThroughForm(page, 'player01', '/');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('12,880.50');
  await expect(page.getByTestId('unread-count')).toBeVisible();
  expect(loads()).toBe(1);
  await pushDeposit(request, 'player01');
  await expect(balance).not.toContainText('12,880.50');
  expect(loads()).toBe(1);
});

test('SMS login ends in the same post-login load', async ({ page, request }) => {
  await englishDefaultMerchant(page);
  const loads = countLoads(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const mobile = '13800001111';
  await page.locator('input[name="mobile"], input[name="mobileNum"]').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const response = await request.fetch(`http://127.0.0.1:8787/__sandbox/sms?mobile=${mobile}`);
  const code = ((await response.json()) as { value: { code: string }[] }).value[0]?.code ?? '';
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('balance')).toContainText('35.20');
  expect(loads()).toBe(1);
});

test('free play ends in the same post-login load', async ({ page }) => {
  await englishDefaultMerchant(page);
  const loads = countLoads(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Play for free' }).click();
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  expect(loads()).toBe(1);
});

test('registration signs in and ends in the same post-login load', async ({ page, request }) => {
  await englishDefaultMerchant(page);
  const loads = countLoads(page);
  const username = `ss${Date.now().toString(36).slice(-8)}`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('Secret123');
  await page.locator('input[name="verifyPwd"]').fill('Secret123');
  await expect(page.getByRole('button', { name: /Captcha image/ })).toBeVisible();
  const captcha = await request.fetch('http://127.0.0.1:8787/__sandbox/captcha/last');
  await page
    .locator('input[name="captcha"]')
    .fill(((await captcha.json()) as { value: { text: string } }).value.text);
  await page
    .getByRole('form', { name: 'Create an account' })
    .getByRole('button', { name: 'Register', exact: true })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Welcome!' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByTestId('member-info-bar')).toContainText(username);
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  expect(loads()).toBe(1);
});

test('the forced change cannot be skipped by a reload: default01 stays signed out until the password is changed', async ({
  page,
}) => {
  await englishDefaultMerchant(page);
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('default01');
  await page.locator('input[name="password"]').fill('Aa123456');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  expect(await token(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByTestId('member-info-bar')).toHaveCount(0);
  expect(await token(page)).toBeNull();
  await page.goto('/');
  await expect(page.getByTestId('member-info-bar')).toHaveCount(0);
  // Signing in again still leads to the change; after it the session opens on /index.
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('default01');
  await page.locator('input[name="password"]').fill('Aa123456');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const panel = page.getByRole('form', { name: 'Change password' });
  await panel.locator('input[name="newPassword"]').fill('Better123');
  await panel.locator('input[name="confirmNewPassword"]').fill('Better123');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  expect(await token(page)).toBeTruthy();
});

test('Escape on the login-expired dialog still leaves no token', async ({ page, request }) => {
  await signInThroughForm(page, 'player01', '/');
  await expect(page.getByTestId('balance')).toContainText('12,880.50');
  // The platform ends the session; the next platform call (the balance refresh after a pushed
  // deposit) answers 401.
  await control(request, '/sessions/expire', { username: 'player01' });
  await control(request, '/faults', { path: '/wps/v2/wallets/balance', kind: 'http401', count: 1 });
  await pushDeposit(request, 'player01');
  const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await token(page)).toBeNull();
  await expect(page.getByTestId('member-info-bar')).toHaveCount(0);
});

test("player02 after player01 logs out sees none of player01's data", async ({ page }) => {
  await signInThroughForm(page, 'player01', '/');
  const bar = page.getByTestId('member-info-bar');
  await expect(page.getByTestId('balance')).toContainText('12,880.50');
  await bar.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect.poll(() => token(page)).toBeNull();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('player02');
  await page.locator('input[name="password"]').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('balance')).toContainText('35.20');
  await expect(bar).toContainText('Player 2');
  await expect(bar).not.toContainText('Player 1');
  await expect(page.getByText('12,880.50')).toHaveCount(0);
});
