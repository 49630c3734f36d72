import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetSandbox, signInThroughForm } from './sandbox';

/** Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1; a plain run keeps them in its output. */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}` : test.info().outputPath(name);

const PAYMENT_PASSWORD = '654321';

/** The header balance as a number (the site's money format: grouped, two decimals). */
const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('balance').innerText()).replace(/[^\d.,]/g, '').replace(/,/g, ''));

/** Closes what other features open after sign-in (publicity, confirmations), as a member would. */
async function dismissOverlays(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  for (let round = 0; round < 6; round += 1) {
    const closer = page.getByRole('dialog').getByRole('button', { name: /close/i }).first();
    if (!(await closer.isVisible().catch(() => false))) break;
    await closer.click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/** Opens the member centre from the header (a dialog or a route, by the merchant's template). */
async function openMemberCentre(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  return centre;
}

async function openPage(centre: Locator, label: string, testId: string) {
  await centre.getByRole('navigation').getByRole('button', { name: label, exact: true }).click();
  const pane = centre.getByTestId(testId);
  await expect(pane).toBeVisible({ timeout: 10_000 });
  return pane;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('player01 deposits through the payment page, withdraws within the balance and finds both in 30 days of history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  await signInThroughForm(page, 'player01');
  await dismissOverlays(page);
  await expect(page.getByTestId('balance')).toHaveText(/12,880\.50/, { timeout: 10_000 });
  const centre = await openMemberCentre(page);

  // Deposit: a channel, an amount in the money format, the payment page in a new window.
  const deposit = await openPage(centre, 'Deposit', 'wallet-deposit');
  await deposit.getByText('QR payment').click();
  await deposit.getByLabel('Amount').fill('6000');
  await deposit.getByRole('button', { name: 'Go to payment' }).click();
  await expect(deposit.getByText('The maximum amount is 5,000.00')).toBeVisible();
  await deposit.getByText('Bank transfer').click();
  await deposit.getByLabel('Amount').fill('500');
  await page.screenshot({ path: shot('wallet-deposit-default.png') });
  const before = await headerBalance(page);
  const [request, popup] = await Promise.all([
    page.waitForRequest((entry) => entry.url().includes('MCSFE_createDeposit')),
    page.waitForEvent('popup'),
    deposit.getByRole('button', { name: 'Go to payment' }).click(),
  ]);
  // Money moves encrypted: the body is the cipher envelope, never the amount.
  expect(Object.keys(JSON.parse(request.postData() ?? '{}') as object)).toEqual(['value']);
  await expect(popup.getByTestId('cashier-amount')).toHaveText('500.00');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await expect(popup.getByRole('status')).toHaveText(/Payment complete/);
  await popup.close();
  // The DEPOSIT event over the socket refreshes the header balance.
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 500);

  // Withdraw: more than the balance is refused with a message; a valid amount lowers the balance.
  const withdraw = await openPage(centre, 'Withdraw', 'wallet-withdraw');
  await withdraw.getByLabel('Amount').fill('20000');
  await withdraw.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await withdraw.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(
    withdraw.getByText(/The amount is more than your balance of 12,092\.45/),
  ).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 500);
  await withdraw.getByLabel('Amount').fill('300');
  await withdraw.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.screenshot({ path: shot('wallet-withdraw-default.png') });
  await withdraw.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(withdraw.getByRole('status')).toHaveText('Withdrawal requested: 300.00');
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + 200);

  // History: the last 30 days show both movements, with totals.
  const history = await openPage(centre, 'Deposit and withdrawal history', 'fund-records');
  await history.getByRole('button', { name: /Date range/ }).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const rows = history.getByTestId('fund-records-row');
  await expect(
    rows.filter({ hasText: 'Withdrawal' }).filter({ hasText: '300.00' }).first(),
  ).toContainText('Pending');
  await expect(
    rows.filter({ hasText: 'Deposit' }).filter({ hasText: '500.00' }).first(),
  ).toContainText('Successful');
  await expect(history.getByTestId('history-totals')).toContainText('Deposits');
  await page.screenshot({ path: shot('wallet-history-default.png') });
});

for (const merchant of ['aurum', 'lumen'] as const) {
  test(`${merchant}: the member centre's money pages${merchant === 'aurum' ? ' without fund transfer (a single wallet)' : ' with fund transfer'}`, async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await page.setViewportSize({ width: 1366, height: 1000 });
    await signInThroughForm(page, 'player01', '/', { merchant });
    await dismissOverlays(page);
    const centre = await openMemberCentre(page);
    const transfer = centre
      .getByRole('navigation')
      .getByRole('button', { name: 'Fund transfer', exact: true });
    await expect(
      centre.getByRole('navigation').getByRole('button', { name: 'Deposit', exact: true }),
    ).toBeVisible();
    await expect(transfer).toHaveCount(merchant === 'aurum' ? 0 : 1);
    const deposit = await openPage(centre, 'Deposit', 'wallet-deposit');
    await deposit.getByLabel('Amount').fill('1000');
    await page.screenshot({ path: shot(`wallet-deposit-${merchant}.png`) });
    const withdraw = await openPage(centre, 'Withdraw', 'wallet-withdraw');
    await withdraw.getByLabel('Amount').fill('300');
    await page.screenshot({ path: shot(`wallet-withdraw-${merchant}.png`) });
    const history = await openPage(centre, 'Transaction history', 'transactions');
    await expect(history.getByTestId('transactions-row').first()).toBeVisible();
    await page.screenshot({ path: shot(`wallet-history-${merchant}.png`) });
  });
}
