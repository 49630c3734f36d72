import { guardUrl } from '../url-guard/url-guard';

/**
 * The blank window a game or lottery launch opens synchronously on the click (content-and-play.md
 * section 4 "Game launch": a blank window opens with a loader, then redirects to the game url; on
 * failure it closes). Opening it inside the click handler keeps popup blockers quiet; the game
 * address arrives later from the platform and goes through `navigate`.
 */
export interface LaunchWindow {
  /** The opened window (for tests and for callers that need to focus it). */
  readonly window: Window;
  /**
   * Sends the window to `url` after the URL guard (http(s) or site-relative). Any other URL is
   * refused: the window closes and the answer is `false`.
   */
  navigate(url: unknown): boolean;
  /** Closes the window (a failed launch). Safe to call twice. */
  close(): void;
}

export interface LaunchWindowOptions {
  /** The translated loader text shown until the game address is known. */
  loadingText: string;
  /** The translated window title while loading (defaults to the loader text). */
  title?: string;
}

function writeLoader(popup: Window, options: LaunchWindowOptions): void {
  try {
    const doc = popup.document;
    doc.title = options.title ?? options.loadingText;
    const body = doc.body ?? doc.appendChild(doc.createElement('body'));
    body.replaceChildren();
    body.setAttribute(
      'style',
      'margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
        'font-family:system-ui,sans-serif;background:#111;color:#eee',
    );
    const status = doc.createElement('p');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    // Text only: nothing from the server is ever written into this window as HTML.
    status.textContent = options.loadingText;
    body.appendChild(status);
  } catch {
    // A browser that does not give access to the blank document still shows a blank page.
  }
}

/**
 * Opens the launch window, or returns `null` when the browser blocked the popup (the caller then
 * shows `popup_blocked`). Must be called synchronously inside the user's click.
 */
export function openLaunchWindow(options: LaunchWindowOptions): LaunchWindow | null {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return null;
  let popup: Window | null;
  try {
    popup = window.open('about:blank', '_blank');
  } catch {
    popup = null;
  }
  if (!popup) return null;
  const opened = popup;
  writeLoader(opened, options);
  try {
    // The vendor page must not be able to navigate this tab.
    opened.opener = null;
  } catch {
    // `opener` is read-only in some browsers; the guard below still applies.
  }

  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    try {
      opened.close();
    } catch {
      // Already gone.
    }
  };

  return {
    window: opened,
    navigate(url: unknown) {
      if (done) return false;
      const safe = guardUrl(url);
      if (safe === null) {
        close();
        return false;
      }
      try {
        opened.location.replace(safe);
      } catch {
        close();
        return false;
      }
      done = true;
      return true;
    },
    close,
  };
}
