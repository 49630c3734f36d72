import { expect, test } from '@playwright/test';
import { control, resetSandbox } from './sandbox';

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
});

test('when the platform cannot be reached the domain check runs; failure opens the dialog and retry recovers', async ({
  page,
  request,
}) => {
  // The platform behind this origin is gone for the settings call (a 502 from the gateway): the
  // domain check pings the domain route's domains.
  await control(request, '/faults', {
    path: '/wps/system/settings/consolidated',
    kind: 'http502',
    count: 1,
  });
  let reachable = false;
  const pinged: string[] = [];
  await page.route(/\.sandbox\.test\/wps\/system\/test\/ping/, async (route) => {
    pinged.push(new URL(route.request().url()).host);
    if (!reachable) {
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        value: { pong: true },
        errorCode: null,
        message: null,
        status: 200,
      }),
    });
  });
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: 'Connection check failed' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(pinged.length).toBeGreaterThan(0);
  expect(pinged.length).toBeLessThanOrEqual(10);
  await expect(dialog.getByRole('button', { name: 'Customer service' })).toBeVisible();

  // Still unreachable: retry keeps the dialog and says so.
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Still no connection');

  reachable = true;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
