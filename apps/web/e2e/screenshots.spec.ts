import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { resetSandbox, signInThroughForm } from './sandbox';

/**
 * Screenshots of every merchant skin. With UPDATE_SCREENSHOTS=1 they are written under
 * docs/screenshots/ to be committed (look at them after a change); otherwise the run keeps them in
 * its test output, so a test run never rewrites tracked files.
 */
const DOCS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const shoot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.UPDATE_SCREENSHOTS ? `${DOCS}${name}` : test.info().outputPath(name),
  });
const MERCHANTS = ['default', 'aurum', 'lumen'] as const;

test.use({ viewport: { width: 1280, height: 860 } });

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

for (const merchant of MERCHANTS) {
  test(`${merchant}: home, member centre and agent centre`, async ({ page }) => {
    // Two sign-ins and six full-page screenshots: 16 to 27 s on a busy CI machine.
    test.setTimeout(60_000);
    await page.addInitScript((code) => localStorage.setItem('merchantCode', code), merchant);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, `${merchant}-home.png`);

    await signInThroughForm(page, 'player01', '/', { merchant });
    await page.getByRole('button', { name: 'Member centre' }).click();
    await expect(page.getByTestId('centre-account')).toHaveText('player01');
    await expect(page.getByTestId('centre-loader')).toBeHidden({ timeout: 4_000 });
    await shoot(page, `${merchant}-member-centre.png`);

    await page.evaluate(() => sessionStorage.clear());
    await signInThroughForm(page, 'agent41', '/', { merchant });
    await page.getByRole('button', { name: 'Agent centre' }).click();
    await expect(page.getByTestId('centre-account')).toHaveText('agent41');
    await expect(page.getByTestId('centre-loader')).toBeHidden({ timeout: 4_000 });
    await shoot(page, `${merchant}-agent-centre.png`);
  });
}
