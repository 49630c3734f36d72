import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLaunchWindow } from './launch-window';

function fakePopup() {
  const doc = document.implementation.createHTMLDocument('');
  const replace = vi.fn();
  const popup = {
    document: doc,
    opener: window as Window | null,
    close: vi.fn(),
    location: { replace },
  };
  return { popup, replace, doc };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openLaunchWindow (section 4 Game launch: a blank window opens with a loader, then redirects)', () => {
  it('opens a blank window synchronously and writes the translated loader as text', () => {
    const { popup, doc } = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);

    const launch = openLaunchWindow({ loadingText: '<b>正在加载</b>', title: '游戏' });

    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(launch).not.toBeNull();
    expect(doc.title).toBe('游戏');
    const status = doc.querySelector('[role="status"]');
    expect(status?.textContent).toBe('<b>正在加载</b>');
    expect(doc.querySelector('b')).toBeNull();
    expect(popup.opener).toBeNull();
  });

  it('then redirects to the game url after the URL guard', () => {
    const { popup, replace } = fakePopup();
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const launch = openLaunchWindow({ loadingText: 'Loading' });
    expect(launch?.navigate('https://games.example.com/play?id=1')).toBe(true);
    expect(replace).toHaveBeenCalledWith('https://games.example.com/play?id=1');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', '', null, 42])(
    'refuses %s and closes the window',
    (url) => {
      const { popup, replace } = fakePopup();
      vi.stubGlobal(
        'open',
        vi.fn(() => popup),
      );
      const launch = openLaunchWindow({ loadingText: 'Loading' });
      expect(launch?.navigate(url)).toBe(false);
      expect(replace).not.toHaveBeenCalled();
      expect(popup.close).toHaveBeenCalledTimes(1);
    },
  );

  it('on failure it closes (once, even when asked twice)', () => {
    const { popup } = fakePopup();
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const launch = openLaunchWindow({ loadingText: 'Loading' });
    launch?.close();
    launch?.close();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(launch?.navigate('https://games.example.com')).toBe(false);
  });

  it('returns null when the popup is blocked (the caller shows popup_blocked)', () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    expect(openLaunchWindow({ loadingText: 'Loading' })).toBeNull();
    vi.stubGlobal(
      'open',
      vi.fn(() => {
        throw new Error('blocked');
      }),
    );
    expect(openLaunchWindow({ loadingText: 'Loading' })).toBeNull();
  });
});
