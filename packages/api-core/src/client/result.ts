/** Why a call failed. */
export type ApiErrorKind =
  /** HTTP status not 2xx. */
  | 'http'
  /** The envelope said `success: false`. */
  | 'envelope'
  /** No answer within the timeout (20 s by default). */
  | 'timeout'
  /** The request could not be made (offline, DNS, CORS). */
  | 'network'
  /** The caller aborted. */
  | 'aborted'
  /** The answer was not the JSON the call promises. */
  | 'parse';

export interface ApiError {
  kind: ApiErrorKind;
  /** The call's catalogue id. */
  callId: string;
  /** HTTP status (or the envelope's status when it carries one). */
  status?: number;
  errorCode?: string;
  message?: string;
  /** The envelope's value on failure (for example a `captcha` field after a failed login). */
  value?: unknown;
}

export type ApiResult<T> = { ok: true; value: T; status: number } | { ok: false; error: ApiError };

/** Thrown by `client.request` when a call fails; carries the same `ApiError`. */
export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message ?? error.errorCode ?? `${error.callId} failed (${error.kind})`);
    this.name = 'ApiRequestError';
    this.error = error;
  }
}
