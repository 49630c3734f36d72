import { expect, test } from '@playwright/test';
import { resetSandbox, signInThroughForm } from './sandbox';

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

test('the member centre opens for a player', async ({ page }) => {
  await signInThroughForm(page, 'player01');
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByTestId('centre-account')).toHaveText('player01');
  await expect(centre.getByTestId('centre-loader')).toBeHidden({ timeout: 4_000 });
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
});

test('the member centre refuses a trial account (isAgent 4) with in_please_account', async ({
  page,
}) => {
  await signInThroughForm(page, 'trial04');
  await page.getByRole('button', { name: 'Member centre' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Please use a real account to open the member centre',
  );
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeHidden();
});

test('the member centre sends a visitor to sign in', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember$/);
});

test('the agent centre opens for an agent with the agent menu (41)', async ({ page }) => {
  await signInThroughForm(page, 'agent41');
  await page.getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByTestId('centre-account')).toHaveText('agent41');
});

test('an agent (isAgent 1) opens the agent centre (ADR 0058)', async ({ page }) => {
  await signInThroughForm(page, 'agent01');
  // An agent first meets its payment confirmations and contract requests (agent-contracts opens
  // both after login); close them as a user would before going to the agent centre.
  const confirmation = page.getByRole('dialog', { name: 'Confirm payment receipt' });
  await confirmation.getByRole('button', { name: 'Close' }).first().click();
  const contracts = page.getByRole('dialog', { name: 'Contract requests' });
  await contracts.getByRole('button', { name: 'Close' }).first().click();
  await expect(contracts).toHaveCount(0);
  await page.getByRole('button', { name: 'Agent centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeVisible();
});

test('a member (isAgent 0) has no agent centre', async ({ page }) => {
  await signInThroughForm(page, 'player01');
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
});

test('after login the publicity pop-up pages through the A promotions; closing it keeps it closed for the session', async ({
  page,
}) => {
  await signInThroughForm(page, 'player01', '/', { publicity: true });
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('publicity-popup') });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/^1 of \d+$/)).toBeVisible();
  await popup.getByRole('button', { name: 'Next' }).click();
  await expect(popup.getByText(/^2 of \d+$/)).toBeVisible();
  await popup.getByRole('button', { name: 'I agree' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  await expect(page.getByTestId('publicity-popup')).toHaveCount(0);
});
