import { expect, test } from '@playwright/test';
import { control, resetSandbox, signInThroughForm } from './sandbox';

// Screenshots of the chat window, the feedback form and the inbox in three skins, for
// docs/screenshots (run on demand: CHAT_SHOTS=1).
test.skip(!process.env.CHAT_SHOTS, 'screenshots only on demand (CHAT_SHOTS=1)');

const OUT = '../../docs/screenshots';

for (const merchant of ['default', 'aurum', 'lumen']) {
  test(`chat screens ${merchant}`, async ({ page, request }) => {
    await resetSandbox(request);
    await control(request, '/flags', {
      merchant,
      flags: { FEEDBACK3: true, MAILCEN: true, INBOX3: true },
    });
    await page.setViewportSize({ width: 1100, height: 760 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughForm(page, 'player01', '/', { merchant });
    await page.getByTestId('chat-launcher').click();
    const chat = page.getByRole('dialog', { name: 'Chat with customer service' });
    await expect(chat).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/chat-window-${merchant}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/feedback');
    await expect(page.getByRole('form', { name: 'Feedback' })).toBeVisible();
    await page.getByLabel('Description').fill('The deposit page did not');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/chat-feedback-${merchant}.png` });
    await page.goto('/member?page=messageV2');
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/chat-inbox-${merchant}.png` });
  });
}
