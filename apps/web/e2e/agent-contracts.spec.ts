import { expect, test, type Page } from '@playwright/test';
import { control, resetSandbox, signInThroughForm } from './sandbox';

/** Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1; a plain run keeps them in its output. */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}` : test.info().outputPath(name);

const CONTRACT_MODAL = 'Contract requests';
const CONFIRMATION_MODAL = 'Confirm payment receipt';
const contractModal = (page: Page) => page.getByRole('dialog', { name: CONTRACT_MODAL });
const confirmationModal = (page: Page) => page.getByRole('dialog', { name: CONFIRMATION_MODAL });

/** Requests of the contract and confirmation calls the page makes. */
function watchContractCalls(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      url.includes('/wps/member/info/funds/consolidated') ||
      url.includes('MCSFE_getPaymentConfirmationList')
    )
      seen.push(url);
  });
  return seen;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('agent00: the confirmation modal opens on login and a not-received answer without proof is refused', async ({
  page,
}) => {
  await signInThroughForm(page, 'agent00', '/electron');
  const modal = confirmationModal(page);
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByText('Payment 1 of 3')).toBeVisible();
  await expect(modal.getByTestId('confirmation-amount')).toHaveText('500.00');
  await modal.getByRole('button', { name: 'Not received' }).click();
  await expect(modal.getByText(/15 minutes/)).toBeVisible();
  await modal.getByRole('button', { name: 'Report not received' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Attach one proof image');
  await expect(modal.getByText('Payment 1 of 3')).toBeVisible();
  await page.screenshot({
    path: shot('agent-contracts-confirmation-default.png'),
  });
});

test('agent00: the contract modal shows new and termination lists, and accepting one reloads the list', async ({
  page,
}) => {
  await signInThroughForm(page, 'agent00', '/electron');
  await expect(confirmationModal(page)).toBeVisible({ timeout: 15_000 });
  await confirmationModal(page).getByRole('button', { name: 'Close' }).click();
  const modal = contractModal(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'New requests (20)' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Termination requests (4)' }).click();
  await expect(modal.getByRole('button', { name: /^Request cancellation:/ })).toHaveCount(4);
  await modal.getByRole('tab', { name: /New requests/ }).click();

  const reload = page.waitForResponse(
    (response) =>
      response.url().includes('/wps/member/info/funds/consolidated') &&
      response.request().method() === 'GET',
  );
  await modal
    .getByRole('button', { name: /^Accept: Daily salary contract #/ })
    .first()
    .click();
  await reload;
  await expect(page.getByText('Done')).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'New requests (19)' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Termination requests (5)' })).toBeVisible();
});

test('agent00: accepting an offer whose downline rate is higher asks for confirmation first', async ({
  page,
}) => {
  await signInThroughForm(page, 'agent00', '/electron');
  await expect(confirmationModal(page)).toBeVisible({ timeout: 15_000 });
  await confirmationModal(page).getByRole('button', { name: 'Close' }).click();
  const modal = contractModal(page);
  await modal.getByRole('button', { name: 'Accept: Dividend contract (Slots, Monthly)' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Downline rate is higher' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await expect(modal.getByRole('tab', { name: 'Termination requests (5)' })).toBeVisible();
});

test('agent00: a pushed PAYMENT_CONFIRMATION event reopens the confirmation modal', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'agent00', '/electron');
  await expect(confirmationModal(page)).toBeVisible({ timeout: 15_000 });
  await confirmationModal(page).getByRole('button', { name: 'Close' }).click();
  await expect(confirmationModal(page)).toBeHidden();
  await expect
    .poll(
      async () => {
        const response = await control(request, '/notifications', {
          username: 'agent00',
          type: 'PAYMENT_CONFIRMATION',
          content: { amount: 66 },
        });
        return (
          ((await response.json()) as { value?: { delivered?: number } }).value?.delivered ?? 0
        );
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await expect(confirmationModal(page)).toBeVisible({ timeout: 10_000 });
});

test('a visitor never sees contracts or confirmations, nor loads their code', async ({ page }) => {
  const calls = watchContractCalls(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(await response.text().catch(() => ''));
  });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(contractModal(page)).toHaveCount(0);
  await expect(confirmationModal(page)).toHaveCount(0);
  expect(calls).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes('AgentConsolidatedFunds'))).toBe(false);
});

test('trial04 (isAgent 4) never sees contracts or confirmations', async ({ page }) => {
  const calls = watchContractCalls(page);
  await signInThroughForm(page, 'trial04', '/electron');
  await page.waitForLoadState('networkidle');
  await expect(contractModal(page)).toHaveCount(0);
  await expect(confirmationModal(page)).toHaveCount(0);
  expect(calls.filter((url) => url.includes('MCSFE_getPaymentConfirmationList'))).toEqual([]);
  expect(calls.filter((url) => url.includes('funds/consolidated'))).toEqual([]);
});

for (const merchant of ['default', 'aurum', 'lumen']) {
  test(`screenshots of the contract and confirmation modals (${merchant})`, async ({
    page,
    request,
  }) => {
    // aurum signs in with the GEETEST3 slider; the screenshots are about the modals.
    await control(request, '/flags', { merchant, flags: { GEETEST3: false } });
    await page.setViewportSize({ width: 1100, height: 900 });
    await signInThroughForm(page, 'agent00', '/electron', { merchant });
    const confirmation = confirmationModal(page);
    await expect(confirmation.getByText('Payment 1 of 3')).toBeVisible({ timeout: 15_000 });
    await confirmation.screenshot({
      path: shot(`agent-contracts-confirmation-${merchant}.png`),
    });
    await confirmation.getByRole('button', { name: 'Close' }).click();
    const contracts = contractModal(page);
    await expect(contracts.getByRole('tab', { name: 'New requests (20)' })).toBeVisible();
    await page.screenshot({ path: shot(`agent-contracts-modal-${merchant}.png`) });
  });
}

/** The contract pages of the agent centre (ADR 0116): listed only when their kind has entries. */
const AGENT_CONTRACT_PAGES = [
  'agentDividendRecordCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentMRDailySalary',
  'agentHourSalary',
  'agentRealtimeSalary',
];

async function openAgentCentre(page: Page) {
  await signInThroughForm(page, 'agent01', '/electron');
  // agent01 first meets its payment confirmations (and, with contracts, its requests).
  await expect(confirmationModal(page)).toBeVisible({ timeout: 15_000 });
  await confirmationModal(page).getByRole('button', { name: 'Close' }).click();
  if (await contractModal(page).isVisible())
    await contractModal(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(contractModal(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.locator('[data-page="agentTeamOverview"]')).toBeVisible();
  return centre;
}

test('agent01 (contracts of every kind) finds the contract pages in the agent centre menu', async ({
  page,
}) => {
  // Sign-in, both post-login modals and the centre: slow on a loaded machine.
  test.setTimeout(60_000);
  const centre = await openAgentCentre(page);
  for (const id of AGENT_CONTRACT_PAGES)
    await expect(centre.locator(`[data-page="${id}"]`)).toBeVisible();
  await centre.locator('[data-page="agentHourSalary"]').click();
  await expect(centre.getByRole('article').first()).toBeVisible();
});

test('an agent whose consolidated information holds no entries has no contract pages', async ({
  page,
  request,
}) => {
  // Sign-in, both post-login modals and the centre: slow on a loaded machine.
  test.setTimeout(60_000);
  await control(request, '/faults', {
    path: '/wps/member/info/funds/consolidated',
    kind: 'emptyValue',
    count: 100,
  });
  const consolidated = page.waitForResponse((response) =>
    response.url().includes('/wps/member/info/funds/consolidated'),
  );
  const centre = await openAgentCentre(page);
  await consolidated;
  await expect(centre.locator('[data-page="registerCenter"]')).toBeVisible();
  for (const id of AGENT_CONTRACT_PAGES)
    await expect(centre.locator(`[data-page="${id}"]`)).toHaveCount(0);
});

test('agent00 (daily salary contracts) finds playerMRDailySalary in the member centre', async ({
  page,
}) => {
  // Sign-in, both post-login modals and the centre: slow on a loaded machine.
  test.setTimeout(60_000);
  await signInThroughForm(page, 'agent00', '/electron');
  await expect(confirmationModal(page)).toBeVisible({ timeout: 15_000 });
  await confirmationModal(page).getByRole('button', { name: 'Close' }).click();
  await contractModal(page).getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.locator('[data-page="playerMRDailySalary"]')).toBeVisible();
});

test('player01 (no contract entries) has no playerMRDailySalary in the member centre', async ({
  page,
}) => {
  const consolidated = page.waitForResponse((response) =>
    response.url().includes('/wps/member/info/funds/consolidated'),
  );
  await signInThroughForm(page, 'player01', '/electron');
  await consolidated;
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.locator('[data-page="depositv2"]')).toBeVisible();
  await expect(centre.locator('[data-page="playerMRDailySalary"]')).toHaveCount(0);
});
