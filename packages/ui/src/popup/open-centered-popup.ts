/** The customer-service (and chat) window of the spec: 440 by 750. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;

export interface CenteredPopupOptions {
  width: number;
  height: number;
  /** The window name; opening again with the same name reuses that window. */
  name?: string;
  /**
   * Keep `window.opener` in the new window. Off by default: a third-party page (chat,
   * game vendor) must not be able to navigate this tab.
   */
  keepOpener?: boolean;
}

/** `Screen` with the non-standard offsets of the screen the window is on (Chrome, Firefox). */
type ScreenWithOffsets = Screen & { availLeft?: number; availTop?: number };

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Opens `url` in a popup of the given size centred on the screen the current window is on,
 * and returns the new window, or null when the browser blocked it. Only http(s) URLs (absolute
 * or relative) and `about:blank` are opened; anything else, such as `javascript:`, throws.
 */
export function openCenteredPopup(url: string, options: CenteredPopupOptions): Window | null {
  if (typeof window === 'undefined') return null;
  if (url !== 'about:blank') {
    const parsed = new URL(url, window.location.href);
    if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) {
      throw new TypeError(`openCenteredPopup refuses the ${parsed.protocol} URL scheme.`);
    }
  }
  const { width, height, name = '_blank', keepOpener = false } = options;
  const screen = window.screen as ScreenWithOffsets;
  const originLeft = screen.availLeft ?? 0;
  const originTop = screen.availTop ?? 0;
  const availWidth = screen.availWidth || window.outerWidth || width;
  const availHeight = screen.availHeight || window.outerHeight || height;
  const left = Math.round(originLeft + Math.max(0, (availWidth - width) / 2));
  const top = Math.round(originTop + Math.max(0, (availHeight - height) / 2));
  const features = [
    'popup=yes',
    `width=${Math.round(width)}`,
    `height=${Math.round(height)}`,
    `left=${left}`,
    `top=${top}`,
    'resizable=yes',
    'scrollbars=yes',
  ].join(',');

  const popup = window.open(url, name, features);
  if (!popup) return null;
  if (!keepOpener) {
    try {
      popup.opener = null;
    } catch {
      // Some browsers make `opener` read-only; the window is still usable.
    }
  }
  popup.focus?.();
  return popup;
}
