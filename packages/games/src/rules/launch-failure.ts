import { LOGOUT_ERROR_CODES } from '@site/api-core';

/** What the games notice shows for a failed launch call (ADR 0071). */
export interface LaunchFailureNotice {
  kind: 'balance' | 'maintenance' | 'message';
  /** The platform's message (text, never HTML). */
  text?: string;
  /** A key of the shared `errors` namespace. */
  errorKey?: string;
  start?: string;
  end?: string;
}

function pick(value: unknown, ...keys: string[]): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    const found = record[key];
    if (typeof found === 'string' || typeof found === 'number') return String(found);
  }
  return undefined;
}

/**
 * The launch call is sent with `noAlert`: this feature shows its outcome (section 8):
 * `launch_game_balance_not_enough` gives cancel or deposit, `vendor_under_maintenance` the message
 * plus start and end times, anything else the platform's message (else `unknown_error`).
 * The end of a session (HTTP 401 and the four logout codes) stays with the shell's global dialog,
 * and an aborted call shows nothing: `null`.
 */
export function launchFailureNotice(error: unknown): LaunchFailureNotice | null {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    kind?: unknown;
    status?: unknown;
    errorCode?: unknown;
    message?: unknown;
    value?: unknown;
  };
  const errorCode = typeof failure.errorCode === 'string' ? failure.errorCode : undefined;
  const message =
    typeof failure.message === 'string' && failure.message.trim() !== ''
      ? failure.message
      : undefined;
  if (failure.kind === 'aborted') return null;
  if (failure.status === 401) return null;
  if (errorCode && (LOGOUT_ERROR_CODES as readonly string[]).includes(errorCode)) return null;
  if (errorCode === 'launch_game_balance_not_enough') {
    return { kind: 'balance', errorKey: errorCode, ...(message ? { text: message } : {}) };
  }
  if (errorCode === 'vendor_under_maintenance') {
    const start = pick(
      failure.value,
      'startTime',
      'maintainTime',
      'start',
      'maintainStart',
      'maintenanceStart',
    );
    const end = pick(failure.value, 'endTime', 'end', 'maintainEnd', 'maintenanceEnd');
    return {
      kind: 'maintenance',
      errorKey: errorCode,
      ...(message ? { text: message } : {}),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
    };
  }
  return message
    ? { kind: 'message', text: message }
    : { kind: 'message', errorKey: 'unknown_error' };
}
