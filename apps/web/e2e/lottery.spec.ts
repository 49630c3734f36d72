import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { control, resetSandbox, signInThroughForm } from './sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function asVisitor(page: Page, merchant = 'default') {
  await page.addInitScript((code) => {
    localStorage.setItem('merchantCode', code);
    localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('publicityClosed', 'true');
  }, merchant);
}

const frame = (page: Page) => page.getByTestId('lottery-frame');

test('a visitor sees the menus and ticking countdowns, and is asked to sign in on bet', async ({
  page,
}) => {
  await asVisitor(page);
  await page.goto('/lottery');
  const menu = page.getByRole('navigation', { name: 'Lotteries' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('button', { name: /Show all \d+/ }).first()).toBeVisible();

  const times = page.getByTestId('countdown-time');
  await expect(times.first()).toHaveText(/^\d{2,}:\d{2}:\d{2}$|^--:--:--$/);
  // The cards tick: any one may be drawing ("--:--:--") at the moment the test runs, so the
  // check is that the row of countdowns changes, not one card.
  const row = async () => (await times.allTextContents()).join(' ');
  const before = await row();
  await expect.poll(row, { timeout: 5_000 }).not.toBe(before);

  await page
    .getByTestId('countdown-card')
    .first()
    .getByRole('button', { name: /^Bet on/ })
    .click();
  await expect(
    page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByText('Sorry, please log in first'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(frame(page)).toHaveCount(0);
});

test("player01 opens /lottery?gameCode=CQSSC and the iframe loads the sandbox's lottery page", async ({
  page,
}) => {
  await signInThroughForm(page, 'player01', '/lottery?gameCode=CQSSC');
  // The frame comes after the page's chunk, the game list and the launch call, one after another:
  // in local CI on a loaded machine (stories and both browser suites on 2 cores) that took more
  // than the default 10 s once, and the retry passed.
  await expect(frame(page)).toHaveAttribute(
    'src',
    /^\/res\/lottery\/CQSSC\?mode=Traditional&view=betting/,
    { timeout: 20_000 },
  );
  await expect(frame(page)).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups',
  );
  await expect(
    page.frameLocator('[data-testid="lottery-frame"]').getByText('Chongqing Time').first(),
  ).toBeVisible();
});

test('quick bet rejects 4 digits and repeated 11X5 numbers, then hands over a valid bet', async ({
  page,
}) => {
  await signInThroughForm(page, 'player01', '/lottery');
  const quickBet = page.getByRole('form', { name: 'Quick bet' });
  const numbers = quickBet.getByRole('textbox', { name: 'Numbers' });
  await numbers.fill('1234');
  await quickBet.getByRole('button', { name: 'Place bet' }).click();
  await expect(quickBet.getByText('This lottery needs exactly 5 digits')).toBeVisible();
  await expect(numbers).toHaveValue('1234');

  await quickBet.getByRole('combobox', { name: 'Lottery' }).selectOption('GD11X5');
  await numbers.fill('01 01 03 04 05');
  await quickBet.getByRole('button', { name: 'Place bet' }).click();
  await expect(quickBet.getByText('Numbers must not repeat')).toBeVisible();
  await expect(numbers).toHaveValue('01 01 03 04 05');

  await numbers.fill('01 02 03 10 11');
  await quickBet.getByRole('button', { name: 'Place bet' }).click();
  await expect(page).toHaveURL(
    /\/lottery\?gameCode=GD11X5&bet_param=GD11X5%7Cstandard%7C01%2C02%2C03%2C10%2C11$/,
  );
  await expect(frame(page)).toHaveAttribute(
    'src',
    /\/res\/lottery\/GD11X5\?.*bet_param=GD11X5%7Cstandard/,
  );
});

test('long_dragon forces entertainment', async ({ page }) => {
  await signInThroughForm(page, 'player01', '/lottery?gameCode=long_dragon&playType=1');
  await expect(page.getByTestId('play-mode')).toHaveText(/Entertainment/);
  await expect(frame(page)).toHaveAttribute(
    'src',
    /^\/res\/lottery\/long_dragon\?mode=Entertainment/,
  );
});

test('/lottery?gameCode=CQSSC never says "No lotteries yet" while the menu loads or when it fails', async ({
  page,
  request,
}) => {
  // The reported bug: the menu showed its empty state whenever its answer was not in, so a slow
  // or failed /lgw/games/game_menus read "No lotteries yet". A slow answer shows placeholders,
  // a failed one a retry.
  // The menu call fails until the fault is cleared: the route's prefetch (ADR 0201) asks for it
  // first, and RTK Query asks again when the page subscribes to an entry that failed and never
  // succeeded, so how many calls a load makes depends on when the prefetch's answer arrives.
  await control(request, '/faults', {
    path: '/lgw/games/game_menus',
    kind: 'http500',
    count: 50,
  });
  await asVisitor(page);
  await page.goto('/lottery?gameCode=CQSSC');
  const menu = page.getByRole('navigation', { name: 'Lotteries' });
  await expect(menu.getByText('The lottery list cannot be loaded right now')).toBeVisible();
  await expect(page.getByText('No lotteries yet')).toHaveCount(0);
  await control(request, '/faults', undefined, 'DELETE');
  await menu.getByRole('button', { name: 'Try again' }).click();
  await expect(menu.getByRole('link', { name: 'Chongqing Time' }).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Chongqing Time' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The answer hangs long enough for a loaded machine to load and render the page first: with
  // 3 s, local CI once rendered the page only after the answer had come, and never saw the
  // placeholders. The page is left before the fault is set, so that no call of the page that is
  // still open (a refetch, say) takes the one hanging answer; a reload did, once in local CI.
  await page.goto('about:blank');
  await control(request, '/faults', {
    path: '/lgw/games/game_menus',
    kind: 'hang',
    count: 1,
    hangMs: 10_000,
  });
  await page.goto('/lottery?gameCode=CQSSC');
  await expect(page.getByTestId('lottery-menu-skeleton')).toBeVisible();
  await expect(page.getByText('No lotteries yet')).toHaveCount(0);
  // The recent group shows Chongqing Time at once (it was just played), so the menu's own answer
  // is in when the placeholders go: up to the 10 s hang after the page loads. Local CI run 48 waited
  // for them from the recent link with a 10 s limit, and a loaded machine ran out.
  await expect(page.getByTestId('lottery-menu-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('No lotteries yet')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Chongqing Time' })).not.toHaveCount(0);
});

/**
 * /lottery with countdown cards and the quick bet in the three skins. With UPDATE_SCREENSHOTS=1 the
 * pictures go to docs/screenshots/lottery-<merchant>.png; otherwise to the run's output only.
 */
const DOCS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
for (const merchant of ['default', 'aurum', 'lumen'] as const) {
  test(`screenshot of /lottery in the ${merchant} skin`, async ({ page }) => {
    await page.setViewportSize({ width: 1360, height: 1240 });
    if (merchant === 'aurum') {
      // aurum's login asks for its slider captcha here, which a script does not solve: its picture
      // is the visitor's view (the frame area shows the sign-in prompt).
      await asVisitor(page, merchant);
    } else await signInThroughForm(page, 'player01', '/', { merchant });
    await page.goto('/lottery?gameCode=CQSSC');
    // Up to 20 s for the page's first look, as above: local CI on a loaded machine once took
    // longer than the default 10 s here, and the retry passed.
    await expect(page.getByTestId('countdown-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('form', { name: 'Quick bet' })).toBeVisible();
    if (merchant !== 'aurum') await expect(frame(page)).toBeVisible();
    const name = `lottery-${merchant}.png`;
    await page.screenshot({
      path: process.env.UPDATE_SCREENSHOTS ? `${DOCS}${name}` : test.info().outputPath(name),
    });
  });
}
