import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToTelegramFrame, telegramFrameOrigin } from './telegram-frame';

const ORIGIN = 'https://default.sandbox.test';
const post = (data: unknown, origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('telegram frame exchange (section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes getTgAuthData from the exact origin only, then waits 250 ms', () => {
    const onAuthData = vi.fn();
    const stop = listenToTelegramFrame(window, ORIGIN, { onAuthData, onPopupBlocked: vi.fn() });
    post(
      { event: 'getTgAuthData', authData: '{"id":700000}' },
      'https://default.sandbox.test.evil.example',
    );
    post({ event: 'getTgAuthData', authData: '{"id":700000}' }, 'http://default.sandbox.test');
    vi.advanceTimersByTime(1000);
    expect(onAuthData).not.toHaveBeenCalled();

    post(JSON.stringify({ event: 'getTgAuthData', authData: { id: 700000 } }), ORIGIN);
    vi.advanceTimersByTime(249);
    expect(onAuthData).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAuthData).toHaveBeenCalledWith('{"id":700000}');
    stop();
  });

  it('reports popupBlocked', () => {
    const onPopupBlocked = vi.fn();
    const stop = listenToTelegramFrame(window, ORIGIN, { onAuthData: vi.fn(), onPopupBlocked });
    post({ event: 'popupBlocked' }, ORIGIN);
    expect(onPopupBlocked).toHaveBeenCalledOnce();
    stop();
    post({ event: 'popupBlocked' }, ORIGIN);
    expect(onPopupBlocked).toHaveBeenCalledOnce();
  });

  it('builds the exact https origin from the authDomain', () => {
    expect(telegramFrameOrigin('default.sandbox.test')).toBe(ORIGIN);
    expect(telegramFrameOrigin('https://default.sandbox.test/path')).toBe(ORIGIN);
    expect(telegramFrameOrigin('http://default.sandbox.test')).toBeNull();
  });
});
