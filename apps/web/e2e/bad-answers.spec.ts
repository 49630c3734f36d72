import { expect, test, type Page } from '@playwright/test';
import { control, resetSandbox } from './sandbox';

/**
 * Bad platform answers never break a page (issue 10, item 8): under each fault of the sandbox's
 * control surface on every platform call, the home page and the login page render text and
 * controls, with no uncaught error and no endless loader.
 */
const FAULTS = [
  'nullValue',
  'emptyValue',
  'wrongType',
  'malformed',
  'html',
  'http500',
  'http502',
  'http504',
  'drop',
] as const;

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
    sessionStorage.setItem('publicityClosed', 'true');
    window.addEventListener('unhandledrejection', (event) =>
      console.error(`Unhandled rejection: ${String(event.reason)}`),
    );
  });
  return errors;
}

test.describe('bad answers on every platform call', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  for (const kind of FAULTS) {
    test(`${kind}: home and login still render text and controls`, async ({ page, request }) => {
      const errors = await watchErrors(page);
      for (const path of ['/wps/*', '/lgw/*', '/lotto/*'])
        await control(request, '/faults', { path, kind, count: 10_000 });
      await page.goto('/');
      await expect(page.getByRole('banner').first()).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible({
        timeout: 25_000,
      });
      await expect(page.getByRole('main')).toBeVisible();
      await page.goto('/login');
      await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
