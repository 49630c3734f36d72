import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_POPUP, openCenteredPopup } from './open-centered-popup';

const features = (call: unknown[] | undefined) =>
  Object.fromEntries(
    String(call?.[2])
      .split(',')
      .map((pair) => pair.split('=')),
  );

describe('openCenteredPopup', () => {
  beforeEach(() => {
    vi.stubGlobal('screen', { availWidth: 1920, availHeight: 1040, availLeft: 0, availTop: 0 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens a 440 x 750 customer-service window centred on the screen', () => {
    const popup = { focus: vi.fn(), opener: window } as unknown as Window;
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);

    const result = openCenteredPopup('https://chat.example.com/room?id=1', {
      ...CUSTOMER_SERVICE_POPUP,
      name: 'customer-service',
    });

    expect(result).toBe(popup);
    expect(open).toHaveBeenCalledTimes(1);
    const call = open.mock.calls[0] as unknown[] | undefined;
    expect(call?.[0]).toBe('https://chat.example.com/room?id=1');
    expect(call?.[1]).toBe('customer-service');
    expect(features(call)).toMatchObject({
      popup: 'yes',
      width: '440',
      height: '750',
      left: String((1920 - 440) / 2),
      top: String((1040 - 750) / 2),
    });
    expect(popup.focus).toHaveBeenCalled();
  });

  it('cuts the link back to this tab unless asked to keep it', () => {
    const popup = { focus: vi.fn(), opener: window } as unknown as Window;
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    openCenteredPopup('https://vendor.example.com/game', { width: 800, height: 600 });
    expect(popup.opener).toBeNull();

    const kept = { focus: vi.fn(), opener: window } as unknown as Window;
    vi.stubGlobal(
      'open',
      vi.fn(() => kept),
    );
    openCenteredPopup('about:blank', { width: 800, height: 600, keepOpener: true });
    expect(kept.opener).toBe(window);
  });

  it('centres on a second screen using its offsets', () => {
    vi.stubGlobal('screen', { availWidth: 1280, availHeight: 1000, availLeft: 1920, availTop: 40 });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    openCenteredPopup('/help', CUSTOMER_SERVICE_POPUP);
    expect(features(open.mock.calls[0] as unknown[] | undefined)).toMatchObject({
      left: String(1920 + (1280 - 440) / 2),
      top: String(40 + (1000 - 750) / 2),
    });
  });

  it('returns null when the browser blocks the popup', () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    expect(openCenteredPopup('https://chat.example.com', CUSTOMER_SERVICE_POPUP)).toBeNull();
  });

  it('refuses script URLs', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(() => openCenteredPopup('javascript:alert(1)', CUSTOMER_SERVICE_POPUP)).toThrow(
      TypeError,
    );
    expect(open).not.toHaveBeenCalled();
  });
});
