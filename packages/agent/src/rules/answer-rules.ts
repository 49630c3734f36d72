import type { ApiError } from '@site/api-core';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A paged answer read defensively: rows that are objects, page counts that are numbers. */
export function pageOf<T>(value: unknown): {
  content: T[];
  totalPages: number;
  totalElements: number;
} {
  if (!isRecord(value)) return { content: [], totalPages: 0, totalElements: 0 };
  const content = Array.isArray(value.content) ? (value.content.filter(isRecord) as T[]) : [];
  return {
    content,
    totalPages: finite(value.totalPages),
    totalElements: finite(value.totalElements) || content.length,
  };
}

/** A report's totals: the named number fields, 0 when missing. */
export function totalsOf<K extends string>(value: unknown, keys: readonly K[]): Record<K, number> {
  const totals = isRecord(value) && isRecord(value.totals) ? value.totals : {};
  return Object.fromEntries(keys.map((key) => [key, finite(totals[key])])) as Record<K, number>;
}

/** Platform error codes this feature translates itself (ADR 0143); others show the server text. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  'register.username.exists': 'error_username_taken',
  'password.mismatch': 'confirm_mismatch',
  'request.replayed': 'error_replayed',
  'balance.not.enough': 'error_balance',
  'transfer.amount.limit': 'error_limit',
  'record.not.found': 'error_not_found',
  'field.invalid': 'error_field',
  'module.disabled': 'error_disabled',
};

/** The message key of a failed call, or the server's own message, or a generic one. */
export function errorMessageOf(error: unknown): { key: string } | { text: string } {
  const apiError = isRecord(error) ? (error as Partial<ApiError>) : {};
  const key = apiError.errorCode ? ERROR_KEYS[apiError.errorCode] : undefined;
  if (key) return { key };
  if (apiError.kind === 'timeout' || apiError.kind === 'network') return { key: 'error_network' };
  if (typeof apiError.message === 'string' && apiError.message !== '')
    return { text: apiError.message };
  return { key: 'error_unknown' };
}
