/** The platform envelope every `/wps` call answers with (account-access.md section 7). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string | null;
  message?: string | null;
  status?: number | string | null;
}

/** Payloads or answers the spec does not describe ("not shown"): an open JSON object. */
export type Unspecified = Record<string, unknown>;

/** No payload. */
export type NoPayload = void;

/** A paged list as the relay answers it. */
export interface Page<T> {
  content: T[];
  totalPages: number;
  pageSize: number;
  pageNum: number;
}

/** Y/N flags used across the platform. */
export type YesNo = 'Y' | 'N';
