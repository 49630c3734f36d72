import { expect, test, type Page } from '@playwright/test';
import { control, lastCaptcha, resetSandbox, signInThroughForm } from './sandbox';

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

test('player01 opens chat, drags it near a corner and it snaps, resizes it and it stops at 480', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughForm(page, 'player01');
  const launcher = page.getByTestId('chat-launcher');
  await expect(launcher).toHaveAccessibleName(/^Chat/);
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Chat with customer service' });
  await expect(chat).toBeVisible();
  await expect(chat.getByTitle('Customer service chat')).toBeAttached();

  // Drag by the header title to 40 px from the top-left corner: within 72 px, so it snaps flush.
  const header = chat.getByTestId('chat-window-header');
  const box = await header.boundingBox();
  if (!box) throw new Error('no header');
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await drag(page, grab, { x: grab.x - box.x + 40, y: grab.y - box.y + 40 });
  await expect(chat).toHaveAttribute('data-corner', 'top-left');
  await expect.poll(async () => (await chat.boundingBox())?.x).toBe(0);
  await expect.poll(async () => (await chat.boundingBox())?.y).toBe(0);

  // Dropped 200 px away from every edge it does not snap.
  const moved = await header.boundingBox();
  if (!moved) throw new Error('no header');
  await drag(
    page,
    { x: moved.x + moved.width / 2, y: moved.y + moved.height / 2 },
    { x: moved.x + moved.width / 2 + 200, y: moved.y + moved.height / 2 + 120 },
  );
  await expect(chat).not.toHaveAttribute('data-corner', /.+/);

  // Resize far to the right: the width stops at 480.
  const handle = chat.getByTestId('chat-window-resize');
  const h = await handle.boundingBox();
  if (!h) throw new Error('no handle');
  await drag(page, { x: h.x + h.width / 2, y: h.y + h.height / 2 }, { x: h.x + 600, y: h.y + 10 });
  await expect.poll(async () => Math.round((await chat.boundingBox())?.width ?? 0)).toBe(480);

  // Escape hides the window.
  await chat.getByRole('button', { name: 'Move the chat window (arrow keys)' }).focus();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('a pushed INBOX event raises the unread count, and opening the inbox message lowers it', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'player01', '/member?page=messageV2');
  const inbox = page.getByRole('region', { name: 'Messages' });
  await expect(inbox.getByLabel('2 unread')).toBeVisible({ timeout: 10_000 });
  await control(request, '/notifications', {
    username: 'player01',
    type: 'INBOX',
    content: { subject: 'Pushed by e2e' },
  });
  await expect(inbox.getByLabel('3 unread')).toBeVisible({ timeout: 10_000 });
  await inbox.getByRole('button', { name: 'Mark as read: Pushed by e2e' }).click();
  await expect(inbox.getByLabel('2 unread')).toBeVisible();
});

test('a visitor sends feedback without an image; 19 characters are refused', async ({
  page,
  request,
}) => {
  await control(request, '/flags', { merchant: 'default', flags: { FEEDBACK3: true } });
  await page.goto('/feedback');
  const form = page.getByRole('form', { name: 'Feedback' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Image (optional)')).toHaveCount(0);
  const description = form.getByLabel('Description');
  await description.fill('a'.repeat(19));
  await expect(form.getByText('19 / 500')).toBeVisible();
  await expect(form.getByRole('button', { name: /Captcha image/ }).locator('img')).toBeVisible();
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await lastCaptcha(request));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please write at least 20 characters')).toBeVisible();

  await description.fill('The deposit page did not show my bank today.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you. Your feedback was sent.')).toBeVisible();
  await expect(description).toHaveValue('');
});

test('trial04 cannot open chat', async ({ page }) => {
  await signInThroughForm(page, 'trial04');
  await expect(page.getByTestId('member-info-bar')).toBeVisible();
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  await page.goto('/chat');
  await expect(page.getByRole('dialog', { name: 'Chat with customer service' })).toHaveCount(0);
  await expect(page.getByTitle('Customer service chat')).toHaveCount(0);
});

/** Screenshots go to docs/screenshots only with UPDATE_SCREENSHOTS=1; a plain run keeps them in its output. */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}` : test.info().outputPath(name);

for (const merchant of ['default', 'aurum', 'lumen']) {
  test(`the chat window, feedback form and inbox render in the ${merchant} skin`, async ({
    page,
    request,
  }) => {
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
    await expect(chat.getByTestId('chat-window-header')).toBeVisible();
    await page.screenshot({ path: shot(`chat-window-${merchant}.png`) });
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();

    await page.goto('/feedback');
    const form = page.getByRole('form', { name: 'Feedback' });
    await expect(form).toBeVisible();
    await form.getByLabel('Description').fill('The deposit page did not');
    await page.screenshot({ path: shot(`chat-feedback-${merchant}.png`) });

    await page.goto('/member?page=messageV2');
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: shot(`chat-inbox-${merchant}.png`) });
  });
}
