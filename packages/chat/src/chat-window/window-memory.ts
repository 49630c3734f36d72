import { parseRect, type WindowRect } from '../rules/window-rules';

/** Session storage key of the chat window's position and size (remembered for the session). */
export const CHAT_WINDOW_STORAGE_KEY = 'chatWindowRect';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadWindowRect(): WindowRect | null {
  try {
    const raw = session()?.getItem(CHAT_WINDOW_STORAGE_KEY);
    return raw ? parseRect(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveWindowRect(rect: WindowRect): void {
  try {
    session()?.setItem(CHAT_WINDOW_STORAGE_KEY, JSON.stringify(rect));
  } catch {
    // Storage full or blocked: the window simply opens at its default place next time.
  }
}
