import { expect, test, type Page } from '@playwright/test';
import { control, resetSandbox, signInThroughForm } from './sandbox';

/** Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1; a plain run keeps them in its output. */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}` : test.info().outputPath(name);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Opens the agent centre from the header, as a user does; it opens on the team overview. */
async function openAgentCentre(page: Page) {
  await page.getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByTestId('centre-loader')).toBeHidden({ timeout: 5_000 });
  return centre;
}

const menuEntry = (centre: ReturnType<Page['getByRole']>, name: string) =>
  centre.getByRole('navigation').getByRole('button', { name, exact: true });

test('agent41 registers a downline in the register centre and finds it in the team list', async ({
  page,
}) => {
  await signInThroughForm(page, 'agent41');
  const centre = await openAgentCentre(page);
  await expect(centre.getByTestId('overview-teamSize')).toContainText('24');

  await menuEntry(centre, 'Register centre').click();
  const form = centre.getByRole('form', { name: 'Register a downline' });
  await form.getByLabel('Username').fill('e2edown01');
  await form.getByLabel('Password', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByRole('button', { name: 'Register downline' }).click();
  await expect(page.getByText('Downline e2edown01 registered')).toBeVisible();

  // The same username again is refused by the platform, in the form's language.
  await form.getByLabel('Username').fill('e2edown01');
  await form.getByLabel('Password', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByRole('button', { name: 'Register downline' }).click();
  await expect(form.getByRole('alert')).toHaveText('This username is already taken');

  await menuEntry(centre, 'Downline management').click();
  await expect(centre.getByText('25 members')).toBeVisible();
  await centre.getByLabel('Search username').fill('e2edown');
  await centre.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = centre.getByTestId('team-member');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('e2edown01');
});

for (const merchant of ['default', 'aurum', 'lumen'] as const) {
  test(`${merchant}: team overview and register centre (screenshots)`, async ({
    page,
    request,
  }) => {
    // aurum signs in with the GEETEST3 slider; the screenshots are about the agent centre.
    await control(request, '/flags', { merchant, flags: { GEETEST3: false } });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'agent41', '/', { merchant });
    const centre = await openAgentCentre(page);
    await expect(centre.getByTestId('overview-profit')).toBeVisible();
    await page.screenshot({ path: shot(`agent-centre-team-overview-${merchant}.png`) });

    await menuEntry(centre, 'Register centre').click();
    await centre.getByRole('tab', { name: 'Affiliate links' }).click();
    const link = centre.getByTestId('affiliate-link').first();
    await link.getByRole('button', { name: 'QR code' }).click();
    await expect(link.getByRole('img', { name: /QR code of affiliate link/ })).toBeVisible();
    await page.screenshot({ path: shot(`agent-centre-register-centre-${merchant}.png`) });
  });
}
