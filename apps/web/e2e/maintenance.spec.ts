import { expect, test } from '@playwright/test';
import { control, resetSandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('maintenance sends every page to the maintenance page, in Chinese by default, and wins over region restriction', async ({
  page,
  request,
}) => {
  await control(request, '/maintenance', { on: true, endsInMinutes: 30 });
  await control(request, '/region', { on: true });
  await page.goto('/download');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: '系统维护中' })).toBeVisible();
  await expect(page.getByTestId('maintenance-end')).toBeVisible();
  await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
});

test('region restriction shows access denied with the visitor IP, in Thai for a Thai visitor', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'TH'));
  await control(request, '/region', { on: true });
  await page.goto('/');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'ไม่สามารถเข้าถึงได้' })).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toContainText(/IP ของคุณ: \S+/);
});

test('with neither, the maintenance page goes home; it re-checks when the tab becomes visible', async ({
  page,
  request,
}) => {
  await control(request, '/maintenance', { on: true });
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: '系统维护中' })).toBeVisible();
  await control(request, '/maintenance', { on: false });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-logo')).toBeVisible();
});
