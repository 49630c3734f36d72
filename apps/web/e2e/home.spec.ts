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

test('on a phone the header’s category row scrolls so the current page’s entry shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/news');
  const nav = page.getByRole('banner').getByRole('navigation');
  // The site's default language (CN): 公告 is the notice board's entry, near the row's end.
  const news = nav.getByRole('link', { name: '公告' });
  await expect(news).toHaveAttribute('aria-current', 'page');
  await expect(news).toBeInViewport({ ratio: 1 });
  await expect.poll(() => nav.locator('ul').evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(nav.getByRole('link', { name: '首页' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => nav.locator('ul').evaluate((row) => row.scrollLeft)).toBe(0);
});
