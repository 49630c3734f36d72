import type { AlertPolicy } from '../catalogue/define';

/** Error codes that log the user out once the warning is confirmed (account-access.md section 8). */
export const LOGOUT_ERROR_CODES = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
] as const;

/** Codes handled with no dialog (two of them open their own dialog). */
export const NO_DIALOG_ERROR_CODES = [
  'merchant.acct.setup.err',
  'login_verify_required',
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUESTS',
  'bind_customer_required',
] as const;

/** The agent affiliate check handles its own errors. */
export const AFFILIATE_CHECK_PATH = '/wps/agent/affiliate';

export interface ErrorPolicyInput {
  /** HTTP status; a client-side timeout counts as 504. */
  httpStatus?: number;
  errorCode?: string;
  message?: string;
  statusText?: string;
  /** The error's value (vendor maintenance times). */
  value?: unknown;
  /** The failed call as the catalogue describes it. */
  call: { id: string; path: string; alert: AlertPolicy };
  /** The call asked for no alert. */
  noAlert?: boolean;
  /** `location.protocol` of the page: `https:` or `http:`. */
  protocol: string;
  /** Game launch answers: resType 1 is the recommended-maintenance notice. */
  resType?: number;
  content?: { data?: { maintainTime?: string; endTime?: string } };
}

export type SilentReason =
  'no-dialog-code' | 'https-gateway-timeout' | 'no-alert' | 'affiliate-check' | 'silent-list';

/** What the shell renders. */
export type ErrorOutcome =
  | { type: 'silent'; reason: SilentReason }
  | { type: 'log'; reason: 'bad-gateway'; status: 502 }
  | {
      type: 'warning';
      text: string;
      messageKey?: 'unknown_error';
      onConfirm: 'none' | 'logout' | 'logout-home';
    }
  | { type: 'second-factor' }
  | { type: 'bind-customer' }
  | {
      type: 'vendor-maintenance';
      text: string;
      messageKey: 'vendor_under_maintenance';
      start?: string;
      end?: string;
    }
  | {
      type: 'insufficient-balance';
      text: string;
      messageKey: 'launch_game_balance_not_enough';
      actions: readonly ['cancel', 'deposit'];
    }
  | {
      type: 'domain-check';
      messageKey: 'domain_check_failed';
      actions: readonly ['retry', 'customer-service'];
    }
  | { type: 'retry'; messageKey: 'timeout_retry_please' }
  | {
      type: 'recommended-maintenance';
      errorCode?: string;
      text?: string;
      maintainTime?: string;
      endTime?: string;
    };

function pick(value: unknown, ...keys: string[]): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    const found = record[key];
    if (typeof found === 'string' || typeof found === 'number') return String(found);
  }
  return undefined;
}

const includes = (list: readonly string[], code: string | undefined) =>
  code !== undefined && list.includes(code);

/**
 * The global error policy, one rule per line of account-access.md section 8, in that order.
 * Pure: the shell maps the outcome to dialogs, navigation and logout.
 */
export function errorPolicy(input: ErrorPolicyInput): ErrorOutcome {
  const { httpStatus, errorCode } = input;
  const text = input.message || errorCode || input.statusText || '';

  // Game launch with resType 1: the recommended-maintenance notice.
  if (input.resType === 1) {
    return {
      type: 'recommended-maintenance',
      ...(errorCode ? { errorCode } : {}),
      ...(input.message ? { text: input.message } : {}),
      ...(input.content?.data?.maintainTime
        ? { maintainTime: input.content.data.maintainTime }
        : {}),
      ...(input.content?.data?.endTime ? { endTime: input.content.data.endTime } : {}),
    };
  }
  // HTTP 401: warning with the message; on confirm, logout and home.
  if (httpStatus === 401) return { type: 'warning', text, onConfirm: 'logout-home' };
  // The four codes that log out after the dialog is confirmed.
  if (includes(LOGOUT_ERROR_CODES, errorCode))
    return { type: 'warning', text, onConfirm: 'logout' };
  // A caller that asked for no alert owns every other outcome (the second factor, the bind
  // dialog, the captcha): decided here, before any global dialog, so one failure opens at most
  // one dialog. Only the end of the session (above) is global whatever the caller asked.
  if (input.noAlert) return { type: 'silent', reason: 'no-alert' };
  // Codes shown with no dialog; two open their own dialogs.
  if (errorCode === 'login_verify_required') return { type: 'second-factor' };
  if (errorCode === 'bind_customer_required') return { type: 'bind-customer' };
  if (includes(NO_DIALOG_ERROR_CODES, errorCode))
    return { type: 'silent', reason: 'no-dialog-code' };
  if (errorCode === 'vendor_under_maintenance') {
    const start = pick(input.value, 'startTime', 'maintainTime', 'start', 'maintenanceStart');
    const end = pick(input.value, 'endTime', 'end', 'maintenanceEnd');
    return {
      type: 'vendor-maintenance',
      text,
      messageKey: 'vendor_under_maintenance',
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
    };
  }
  if (errorCode === 'launch_game_balance_not_enough') {
    return {
      type: 'insufficient-balance',
      text,
      messageKey: 'launch_game_balance_not_enough',
      actions: ['cancel', 'deposit'],
    };
  }
  if (errorCode === 'domain_not_available') {
    return {
      type: 'domain-check',
      messageKey: 'domain_check_failed',
      actions: ['retry', 'customer-service'],
    };
  }
  // 504 over https: nothing; otherwise the retry message. 502: logged only.
  if (httpStatus === 504) {
    return input.protocol === 'https:'
      ? { type: 'silent', reason: 'https-gateway-timeout' }
      : { type: 'retry', messageKey: 'timeout_retry_please' };
  }
  if (httpStatus === 502) return { type: 'log', reason: 'bad-gateway', status: 502 };
  // Any other error: a warning, unless the call asked for none, is the affiliate check, or is silent.
  if (input.noAlert) return { type: 'silent', reason: 'no-alert' };
  if (input.call.path === AFFILIATE_CHECK_PATH)
    return { type: 'silent', reason: 'affiliate-check' };
  if (input.call.alert === 'silent') return { type: 'silent', reason: 'silent-list' };
  if (!text) return { type: 'warning', text: '', messageKey: 'unknown_error', onConfirm: 'none' };
  return { type: 'warning', text, onConfirm: 'none' };
}

/** Builds the policy input from a client failure (a client-side timeout arrives as status 504). */
export function errorPolicyInputFrom(
  error: { status?: number; errorCode?: string; message?: string; value?: unknown },
  context: {
    call: { id: string; path: string; alert: AlertPolicy };
    options: { noAlert?: boolean };
  },
  protocol: string,
): ErrorPolicyInput {
  return {
    ...(error.status !== undefined ? { httpStatus: error.status } : {}),
    ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    ...(error.message ? { message: error.message } : {}),
    ...(error.value !== undefined ? { value: error.value } : {}),
    call: context.call,
    ...(context.options.noAlert ? { noAlert: true } : {}),
    protocol,
  };
}
