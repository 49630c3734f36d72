import { expect, test } from '@playwright/test';

test('the home page shows the merchant logo and the site title', async ({ page }) => {
  await page.goto('/');
  const logo = page.getByTestId('site-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', 'PLAYSITE');
  // The logo really loaded (an inlined or served image with a size), not a broken image icon.
  const naturalWidth = await logo.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(naturalWidth).toBeGreaterThan(0);
  await expect(page).toHaveTitle('PLAYSITE');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
