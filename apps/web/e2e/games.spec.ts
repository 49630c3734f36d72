import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { resetSandbox, signInThroughForm } from './sandbox';

// Tall enough that other features' floating widgets (bottom-left mini game, raffle) do not cover
// the first row of tiles.
test.use({ viewport: { width: 1280, height: 1200 } });

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('merchantCode')) localStorage.setItem('merchantCode', 'default');
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    if (!sessionStorage.getItem('publicityClosed'))
      sessionStorage.setItem('publicityClosed', 'true');
  });
});

/**
 * Other features greet a member with their own dialogs after login and later (contract
 * requests, payment confirmations, promotions). This spec is about games: whenever such a dialog
 * is in the way of an action, close the top-most one (its Close button, else Escape).
 */
async function closeOtherDialogs(page: Page) {
  // Only `dialog`s: the notices this spec looks at are `alertdialog`s and must stay open.
  const greeting = page.getByRole('dialog').last();
  await page.addLocatorHandler(
    greeting,
    async () => {
      const close = greeting.getByRole('button', { name: 'Close', exact: true }).first();
      if (await close.isVisible().catch(() => false))
        await close.click({ timeout: 2_000 }).catch(() => undefined);
      else await page.keyboard.press('Escape');
    },
    { noWaitAfter: true },
  );
}

const grid = (page: Page) => page.getByRole('list', { name: / games$/ });
const tiles = (page: Page) => grid(page).getByRole('article');

test('a visitor browses /electron, pages, searches and is asked to sign in for favourites', async ({
  page,
}) => {
  await page.goto('/electron');
  await expect(page).toHaveTitle(/^Slots \| /);
  await expect(tiles(page)).toHaveCount(40);
  await page
    .getByRole('navigation', { name: 'Game pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/electron\?p=2$/);
  await expect(tiles(page)).toHaveCount(40);

  await page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { name: 'PG Slots' })
    .click();
  await expect(page).toHaveURL(/\/electron\?page=PG$/);
  const firstName = (await tiles(page).first().getAttribute('aria-label')) ?? '';
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill(firstName.slice(0, 4));
  await expect(page).toHaveURL(
    new RegExp(`name=${encodeURIComponent(firstName.slice(0, 4)).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(tiles(page).first()).toHaveAttribute(
    'aria-label',
    new RegExp(firstName.slice(0, 4), 'i'),
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/electron\?page=PG$|\/electron\?p=2$/);

  await tiles(page)
    .first()
    .getByRole('button', { name: /^Favourite / })
    .click();
  const prompt = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /log ?in/i }));
  await expect(prompt.first()).toBeVisible();
});

test('player01 favourites a game, finds it under the favourite tab and launches it in a new window', async ({
  page,
}) => {
  await signInThroughForm(page, 'player01', '/electron?page=PG');
  await closeOtherDialogs(page);
  const first = tiles(page).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const star = first.getByRole('button', { name: `Favourite ${name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { name: 'Favourites' })
    .click();
  await expect(page).toHaveURL(/page=favGameList/);
  const favourite = grid(page).getByRole('article', { name }).first();
  await expect(favourite).toBeVisible();

  const popupOpened = page.waitForEvent('popup', { timeout: 20_000 });
  await favourite.getByRole('button', { name: `Play ${name}` }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/res\/play\/\d+\?.*mode=real/);
  await expect(popup.locator('body')).toContainText('PG');
});

test('trial04 is refused with in_need_true_account', async ({ page, context }) => {
  await signInThroughForm(page, 'trial04', '/electron?page=PG');
  await closeOtherDialogs(page);
  let popups = 0;
  context.on('page', () => (popups += 1));
  await tiles(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('You need a real account to do this');
  expect(popups).toBe(0);
});

test('an account with zero balance gets the insufficient-balance dialog', async ({ page }) => {
  await signInThroughForm(page, 'broke01', '/electron?page=PG');
  await closeOtherDialogs(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click(),
  ]);
  const dialog = page.getByRole('alertdialog', { name: 'Insufficient balance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deposit' })).toBeVisible();
  // The blank window closes on failure.
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('a vendor under maintenance shows its times', async ({ page }) => {
  await signInThroughForm(page, 'player01', '/electron?page=CQ9');
  await closeOtherDialogs(page);
  await expect(
    page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'CQ9 Slots' }),
  ).toHaveAttribute('title', /Under maintenance/);
  await Promise.all([
    page.waitForEvent('popup'),
    tiles(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click(),
  ]);
  await expect(page.getByTestId('games-maintenance-times')).toContainText(
    /\d{4}-\d{2}-\d{2}.*\d{4}-\d{2}-\d{2}/,
  );
});

test('a category page is public with its own title and lists the vendors of its family', async ({
  page,
}) => {
  await page.goto('/casino?page=AG');
  await expect(page).toHaveTitle(/^Casino \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Live-dealer/);
  await expect(
    page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'AG Live' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first()).toBeVisible();
});

test("a home tile's vendor opens its game popup list, 10 a page, and More leads to its category page", async ({
  page,
}) => {
  await page.goto('/');
  // The live family's first vendor: its 12 rooms (GLS2_roomList) are 10 + 2.
  const live = page.getByRole('heading', { level: 3, name: 'Live' }).locator('xpath=..');
  const vendor = live.getByRole('button', { name: 'DG Live' });
  await vendor.scrollIntoViewIfNeeded();
  await vendor.click();
  const dialog = page.getByRole('dialog', { name: 'Game list' });
  const list = dialog.getByRole('list', { name: 'DG Live games' });
  await expect(list.getByRole('article')).toHaveCount(10);
  const first = await list.getByRole('article').first().getAttribute('aria-label');
  await dialog
    .getByRole('navigation', { name: 'Game pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article').first()).not.toHaveAttribute('aria-label', first ?? '');
  await dialog.getByRole('button', { name: 'More DG Live' }).click();
  await expect(page).toHaveURL(/\/live\?page=DG$/);
  await expect(dialog).toHaveCount(0);
});

/**
 * Screenshots of the slot lobby and a category page in the three skins. With
 * UPDATE_SCREENSHOTS=1 they are written under docs/screenshots/ (games-*.png); otherwise they stay
 * in the test output.
 */
const DOCS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

/** Every game picture on screen has arrived (the tiles draw before their lazy images load). */
async function picturesOnScreen(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="list"] article img')]
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      ),
    )
    .toBe(true);
}
for (const merchant of ['default', 'aurum', 'lumen'] as const) {
  test(`the slot lobby and the casino page in the ${merchant} skin`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.addInitScript((code) => localStorage.setItem('merchantCode', code), merchant);
    const shoot = (name: string) =>
      page.screenshot({
        path: process.env.UPDATE_SCREENSHOTS ? `${DOCS}${name}` : test.info().outputPath(name),
      });
    await page.goto('/electron');
    await expect(tiles(page)).toHaveCount(40);
    await expect(page.locator('html')).toHaveAttribute('data-merchant', merchant);
    await page.evaluate(() => document.fonts.ready);
    await picturesOnScreen(page);
    await shoot(`games-electron-${merchant}.png`);
    await page.goto('/casino');
    await expect(tiles(page).first()).toBeVisible();
    await picturesOnScreen(page);
    await shoot(`games-casino-${merchant}.png`);
  });
}
