import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { resetSandbox } from './sandbox';

const PAGES = [
  { path: '/', ready: 'heading' },
  { path: '/download', ready: 'heading' },
  { path: '/help', ready: 'help-content' },
  { path: '/speedtest', ready: 'speed-row' },
] as const;

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical axe violations`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    if (ready === 'heading') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    else await expect(page.getByTestId(ready).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await context.close();
  });
}
