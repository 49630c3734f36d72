import { expect, test } from '@playwright/test';
import { control, resetSandbox, signInThroughForm } from './sandbox';

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

test('a 401 shows the login-expired dialog; confirming goes home signed out', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'player01', '/download');
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  await control(request, '/faults', { path: '/wps/v2/wallets/balance', kind: 'http401', count: 1 });
  await expect
    .poll(async () => {
      const response = await control(request, '/notifications', {
        username: 'player01',
        type: 'DEPOSIT',
        content: { status: 'ARRIVED', amount: 1 },
      });
      return ((await response.json()) as { value: { delivered: number } }).value.delivered;
    })
    .toBeGreaterThan(0);
  const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a pushed notification appears as a persistent toast and refreshes the balance', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'player01');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('12,880.50');
  // Push until the socket has subscribed (the control surface answers how many sockets got it).
  await expect
    .poll(async () => {
      const response = await control(request, '/notifications', {
        username: 'player01',
        type: 'DEPOSIT',
        content: { status: 'ARRIVED', amount: 100, message: 'Deposit of 100.00 arrived' },
      });
      return ((await response.json()) as { value: { delivered: number } }).value.delivered;
    })
    .toBeGreaterThan(0);
  await expect(page.getByText('Deposit received').first()).toBeVisible();
  await expect(balance).not.toContainText('12,880.50');
  // Persistent: still there well after an ordinary toast would have gone (5 s).
  await page.waitForTimeout(5_500);
  await expect(page.getByText('Deposit received').first()).toBeVisible();
});
