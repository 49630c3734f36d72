import type { ApiError } from '@site/api-core';
import type { i18n as I18n } from 'i18next';

/** A failed call's message: its spec key from `errors` when there is one, else `fallback`. */
export function errorText(i18n: I18n, error: unknown, fallback: string): string {
  const code =
    typeof error === 'object' && error !== null
      ? (error as Partial<ApiError>).errorCode
      : undefined;
  if (code && i18n.exists(code, { ns: 'errors' })) return i18n.t(code, { ns: 'errors' });
  const message =
    typeof error === 'object' && error !== null ? (error as Partial<ApiError>).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
