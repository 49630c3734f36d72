import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from '../test/chat-test';
import { ChatLauncher } from './chat-launcher';
import { CHAT_WINDOW_STORAGE_KEY } from './window-memory';

const sandbox = setupSandbox();

async function fault(path: string, kind = 'http500') {
  await sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, kind }),
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('chat floating button and window (content-and-play.md section 4)', () => {
  it('player01 opens the embedded chat: authKey saved, then CBS_launchChat; Escape hides, the button shows it again', async () => {
    const { user } = await renderChat(<ChatLauncher />, { account: 'player01' });
    const button = await screen.findByRole('button', { name: 'Chat, 2 unread' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with customer service' });
    const frame = await within(dialog).findByTitle('Customer service chat');
    expect(frame.getAttribute('src')).toMatch(/^\/res\/chat\?.*authKey=/);
    const saved = sandbox.calls.indexOf('POST /wps/relay/WPSCORE_saveMemberInfoByAuthKey');
    const launched = sandbox.calls.indexOf('GET /wps/relay/CBS_launchChat');
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(launched).toBeGreaterThan(saved);
    // Focus moved inside; Escape hides the window but keeps the chat.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('chat-window')).toHaveAttribute('hidden');
    await user.click(button);
    expect(
      await screen.findByRole('dialog', { name: 'Chat with customer service' }),
    ).toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call.endsWith('CBS_launchChat'))).toHaveLength(1);
  });

  it('focus stays inside while open (Tab wraps)', async () => {
    const { user } = await renderChat(<ChatLauncher />, { account: 'player01' });
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('Customer service chat');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('resizing stops at 480 wide and 280 high; the size is remembered for the session', async () => {
    const { user } = await renderChat(<ChatLauncher />, { account: 'player01' });
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const dialog = await screen.findByRole('dialog');
    const handle = within(dialog).getByRole('button', { name: 'Resize the chat window' });
    handle.focus();
    for (let i = 0; i < 12; i += 1) await user.keyboard('{ArrowRight}');
    expect(dialog.style.width).toBe('480px');
    for (let i = 0; i < 30; i += 1) await user.keyboard('{ArrowUp}');
    expect(dialog.style.height).toBe('280px');
    expect(JSON.parse(sessionStorage.getItem(CHAT_WINDOW_STORAGE_KEY) ?? '{}')).toMatchObject({
      width: 480,
      height: 280,
    });
  });

  it('a chat-token failure warns on the console and closes the window', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fault('/wps/relay/WPSCORE_saveMemberInfoByAuthKey');
    const { user } = await renderChat(<ChatLauncher />, { account: 'player01' });
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('chat-window')).toBeNull());
    expect(sandbox.calls).not.toContain('GET /wps/relay/CBS_launchChat');
  });

  it('a chat-window failure falls back to the plain link', async () => {
    await fault('/wps/relay/CBS_launchChat');
    const { user } = await renderChat(<ChatLauncher />, { account: 'player01' });
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const link = await screen.findByRole('link', { name: 'Open the chat in a new window' });
    expect(link.getAttribute('href')).toMatch(/^\/res\/chat\?/);
    expect(screen.getByText('The chat window could not open here.')).toBeInTheDocument();
  });

  it('visitors and isAgent 4 get no chat button, and no permission call is made', async () => {
    await renderChat(<ChatLauncher />, { account: 'trial04' });
    await renderChat(<ChatLauncher />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    expect(sandbox.calls).not.toContain('GET /wps/relay/CBS_groupPermission');
  });

  it('the chat flag off hides the button (ADR 0125)', async () => {
    await renderChat(<ChatLauncher />, { account: 'player01', flags: { CHAT3: false } as never });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    expect(sandbox.calls).not.toContain('GET /wps/relay/CBS_groupPermission');
  });
});
