import { expect, test, type Page } from '@playwright/test';
import { control, resetSandbox, signInThroughForm } from './sandbox';

/** Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1; a plain run keeps them in its output. */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}` : test.info().outputPath(name);

const PAYMENT_PASSWORD = '654321';
const balance = (page: Page) => page.getByTestId('points-balance');
const pointsOf = async (page: Page) =>
  Number((await balance(page).innerText()).replace(/[^\d]/g, ''));
/** A day on the platform's calendar (UTC+8, ADR 0047), `offset` days before today. */
const day = (offset = 0) =>
  new Date(Date.now() + (8 * 60 - offset * 24 * 60) * 60_000).toISOString().slice(0, 10);

/**
 * Other features open dialogs and floating widgets on sign-in (payment confirmations, contract
 * requests, mini game, raffle): close them so the mall is reachable, as a member would.
 */
async function dismissOverlays(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  for (let round = 0; round < 8; round += 1) {
    const closers = page.getByRole('button', { name: /close/i });
    const count = await closers.count();
    let closed = false;
    for (let i = count - 1; i >= 0; i -= 1) {
      const closer = closers.nth(i);
      if (await closer.isVisible().catch(() => false)) {
        await closer.click({ timeout: 2_000 }).catch(() => undefined);
        closed = true;
        break;
      }
    }
    if (!closed) break;
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('player01 browses, fails each redeem validation, redeems encrypted, sees the balance and the record, converts and filters by 30 days', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 1000 });
  await signInThroughForm(page, 'player01', '/pointMall');
  await expect(balance(page)).toHaveText('5,000', { timeout: 15_000 });
  await dismissOverlays(page);

  // Browse: 3 per category, 7 for one type, all after "more".
  const physical = page.getByRole('region', { name: 'Physical rewards' });
  await expect(physical.getByTestId('reward-card')).toHaveCount(3);
  await page
    .getByRole('tablist', { name: 'Reward types' })
    .getByRole('tab', { name: 'Physical rewards' })
    .click();
  await expect(page.getByTestId('reward-card')).toHaveCount(7);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByTestId('reward-card')).toHaveCount(10);

  // Open a commodity.
  await page
    .getByRole('button', { name: /^Wireless earbuds/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Wireless earbuds' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('main-image')).toBeVisible();
  await expect(dialog.getByText(/In stock: \d+/)).toBeVisible();

  // Every validation.
  const submit = dialog.getByRole('button', { name: 'Redeem now' });
  await submit.click();
  await expect(dialog.getByText('Please enter your fund password')).toBeVisible();
  await expect(dialog.getByText("Please enter the recipient's name")).toBeVisible();
  await expect(dialog.getByText('Please enter the delivery address')).toBeVisible();
  await expect(dialog.getByText('Please enter your mobile number')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('x912345678');
  await submit.click();
  await expect(dialog.getByText('Please enter a correct mobile number')).toBeVisible();
  const quantity = dialog.getByLabel('Quantity');
  await quantity.fill('x');
  await expect(quantity).toHaveValue('');
  await expect(submit).toBeDisabled();
  await quantity.fill('1');
  await dialog.getByLabel('Points only').check();
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByLabel("Recipient's name").fill('Ann Player');
  await dialog.getByLabel('Delivery address').fill('1 Sandbox Road');
  await dialog.getByLabel('Mobile number').fill('0912345678');
  await page.screenshot({ path: shot('points-redeem-form-default.png') });

  // Redeem: the body is the cipher envelope, never the plaintext.
  const before = await pointsOf(page);
  const [request] = await Promise.all([
    page.waitForRequest((entry) => entry.url().includes('passwordCheck/MCSFE_redeemPointReward')),
    submit.click(),
  ]);
  const body = request.postData() ?? '';
  expect(Object.keys(JSON.parse(body) as object)).toEqual(['value']);
  expect(body).not.toContain(PAYMENT_PASSWORD);
  expect(body).not.toContain('rewardId');
  await expect(page.getByText('Redeemed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => pointsOf(page), { timeout: 10_000 }).toBeLessThan(before);

  // The record appears.
  await page.getByRole('tab', { name: 'Redeem records' }).click();
  const records = page.getByTestId('redeem-record');
  await expect(records.filter({ hasText: 'Wireless earbuds' }).first()).toBeVisible();
  await expect(records.filter({ hasText: 'Pending' }).first()).toBeVisible();

  // Filter by the last 30 days: the range is sent with the end of day.
  const [filtered] = await Promise.all([
    page.waitForRequest(
      (entry) => entry.url().includes('MCSFE_getRedeemPointList') && entry.url().includes(day(29)),
    ),
    (async () => {
      await page.getByRole('button', { name: /Date range/ }).click();
      await page.getByRole('button', { name: 'Last 30 days' }).click();
    })(),
  ]);
  const query = new URL(filtered.url()).searchParams;
  expect(query.get('startDate')).toBe(`${day(29)} 00:00:00`);
  expect(query.get('endDate')).toBe(`${day(0)} 23:59:59`);
  expect(query.get('size')).toBe('13');
  await expect(records.filter({ hasText: 'Wireless earbuds' }).first()).toBeVisible();
  await page.screenshot({ path: shot('points-records-default.png') });

  // Convert points.
  const beforeConvert = await pointsOf(page);
  await page.getByRole('button', { name: 'Convert points to balance' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert points to balance' });
  await expect(convert.getByText('Rate: 1 point = 0.01')).toBeVisible();
  await convert.getByLabel('Points to convert').fill('100');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByRole('alert')).toHaveText('Please enter the amount and your password');
  const [converted] = await Promise.all([
    page.waitForRequest((entry) => entry.url().includes('passwordCheck/MCSFE_convertPoint')),
    (async () => {
      await convert.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await convert.getByRole('button', { name: 'Convert' }).click();
    })(),
  ]);
  expect(converted.postData() ?? '').not.toContain(PAYMENT_PASSWORD);
  await expect(page.getByText('Redeemed successfully').first()).toBeVisible();
  await expect.poll(() => pointsOf(page), { timeout: 10_000 }).toBe(beforeConvert - 100);
});

for (const merchant of ['default', 'aurum', 'lumen'] as const) {
  test(`screenshots of the mall, the redeem form with errors and the records (${merchant})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // aurum signs in with the GEETEST3 slider; these screenshots are about the mall.
    if (merchant === 'aurum')
      await control(request, '/flags', { merchant, flags: { GEETEST3: false } });
    await page.setViewportSize({ width: 1366, height: 1000 });
    await signInThroughForm(page, 'player01', '/pointMall', { merchant });
    await expect(balance(page)).toHaveText('5,000', { timeout: 15_000 });
    await dismissOverlays(page);
    await expect(page.getByTestId('reward-card').first()).toBeVisible();
    await page.screenshot({ path: shot(`points-mall-${merchant}.png`) });
    await page.getByTestId('reward-card').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(dialog.getByText("Please enter the recipient's name")).toBeVisible();
    if (merchant === 'lumen')
      await expect(dialog.getByText('Please enter your LINE ID')).toBeVisible();
    await dialog.getByRole('button', { name: 'Redeem now' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`points-redeem-errors-${merchant}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Redeem records' }).click();
    await page.getByRole('button', { name: /Date range/ }).click();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: /Date range/ })).toContainText(day(29));
    await page.screenshot({ path: shot(`points-records-${merchant}.png`) });
  });
}
