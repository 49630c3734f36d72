import { AUTH_LIMITS } from '../constants';

export interface TelegramFrameHandlers {
  /** The frame's `getTgAuthData` message: the auth data, delivered 250 ms later (section 4). */
  onAuthData: (authData: string) => void;
  /** The frame's `popupBlocked` message. */
  onPopupBlocked: () => void;
}

/** The exact origin of the Telegram login frame, from the Telegram login setting's authDomain. */
export function telegramFrameOrigin(authDomain: string): string | null {
  try {
    const url = new URL(authDomain.includes('://') ? authDomain : `https://${authDomain}`);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function authDataOf(data: Record<string, unknown>): string | null {
  const value = data.authData ?? data.data ?? data.auth_data;
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return null;
}

/**
 * Listens to the embedded Telegram frame. Messages are accepted only from the exact frame origin
 * (and, when given, the frame's own window); anything else is ignored. Returns the unsubscribe.
 */
export function listenToTelegramFrame(
  target: Window,
  origin: string,
  handlers: TelegramFrameHandlers,
  source?: () => MessageEventSource | null,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const expected = source?.();
    if (expected && event.source !== expected) return;
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as unknown;
      } catch {
        return;
      }
    }
    if (typeof data !== 'object' || data === null) return;
    const record = data as Record<string, unknown>;
    const type = record.event ?? record.type;
    if (type === 'popupBlocked') handlers.onPopupBlocked();
    if (type === 'getTgAuthData') {
      const authData = authDataOf(record);
      if (!authData) return;
      clearTimeout(timer);
      timer = setTimeout(() => handlers.onAuthData(authData), AUTH_LIMITS.telegramLoginDelayMs);
    }
  };
  target.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('message', onMessage);
  };
}
