import type { RegisterFieldRule } from '@site/api-core/catalogue';
import { lengthRange } from '@site/i18n';

/**
 * One field's rule (account-access.md section 5). Server rules (`/wps/system/setting/register`)
 * have the same shape; `acceptedPattern` `*` (or none) matches everything.
 */
export interface FieldRule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** A regular expression source, or `*` for none. */
  acceptedPattern: string;
  /** The message key (namespace `errors`) shown when the value is wrong. */
  messageKey: string;
  /** Digits only (mobile and QQ fields): the keyboard and the input filter follow it. */
  numeric?: boolean;
}

export const MATCH_ALL = '*';

const rule = (
  key: string,
  minLength: number,
  maxLength: number,
  messageKey: string,
  extra: Partial<FieldRule> = {},
): FieldRule => ({
  key,
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern: MATCH_ALL,
  messageKey,
  ...extra,
});

/** The default rules of the login screens (section 5 table). */
export const LOGIN_FIELD_RULES = {
  sms: rule('sms', 1, 10, 'enter_verification_code'),
  verificationCode: rule('verificationCode', 1, 10, 'enter_verification_code'),
  loginUsername: rule('loginUsername', 6, 13, 'reg_pattern_4', {
    acceptedPattern: '^[A-Za-z0-9]+$',
  }),
  loginPassword: rule('loginPassword', 6, 16, 'error_password'),
  loginMobileNum: rule('loginMobileNum', 10, 16, 'error_phone_number_limit', {
    acceptedPattern: '^[0-9]+$',
    numeric: true,
  }),
  countryDialingCode: rule('countryDialingCode', 1, 3, 'error_country_code_limit', {
    acceptedPattern: '^[0-9]+$',
    required: false,
    numeric: true,
  }),
} as const satisfies Record<string, FieldRule>;

/** The password rule when neither the server nor the merchant supplies one: 6 to 12. */
export const FALLBACK_PASSWORD_RULE: FieldRule = rule('password', 6, 12, 'error_password');

/**
 * Registration defaults, replaced or merged by the server's rules. The verification code takes
 * 0 to 255 characters in the registration flavour.
 */
export const DEFAULT_REGISTER_RULES: Readonly<Record<string, FieldRule>> = {
  username: rule('username', 6, 13, 'reg_pattern_4', { acceptedPattern: '^[A-Za-z0-9]+$' }),
  password: FALLBACK_PASSWORD_RULE,
  verifyPwd: rule('verifyPwd', 6, 12, 'error_password'),
  mobileNum: rule('mobileNum', 10, 16, 'error_phone_number_limit', {
    acceptedPattern: '^[0-9]+$',
    numeric: true,
  }),
  qqNum: rule('qqNum', 5, 12, 'in_please_information', {
    acceptedPattern: '^[0-9]+$',
    numeric: true,
    required: false,
    enabled: false,
  }),
  nickname: rule('nickname', 2, 12, 'in_please_information', { required: false }),
  email: rule('email', 5, 50, 'in_email_incorrect', {
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    required: false,
    enabled: false,
  }),
  affiliateCode: rule('affiliateCode', 4, 16, 'in_please_information', { required: false }),
  recommenderId: rule('recommenderId', 0, 32, 'in_please_information', {
    required: false,
    enabled: false,
  }),
  captcha: rule('captcha', 4, 4, 'in_please_information', {
    acceptedPattern: '^[0-9]+$',
    numeric: true,
  }),
  verificationCode: rule('verificationCode', 0, 255, 'enter_verification_code'),
};

/** Message keys of fields the server adds: their rule says what the field holds. */
const SERVER_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  username: 'reg_pattern_4',
  password: 'error_password',
  verifyPwd: 'error_password',
  mobileNum: 'error_phone_number_limit',
  phone: 'error_phone_number_limit',
  email: 'in_email_incorrect',
  verificationCode: 'enter_verification_code',
};

/** Fields that only take digits (section 5: "Mobile and QQ fields numeric"). */
const NUMERIC_FIELDS = new Set([
  'mobileNum',
  'phone',
  'qqNum',
  'whatsapp',
  'captcha',
  'paymentPassword',
]);

/**
 * Merges the server's field rules over the defaults: a server rule replaces what it names and
 * keeps the default's message; `*` becomes match-all; a `phone` rule is derived from `mobileNum`.
 */
export function mergeFieldRules(
  serverRules: readonly RegisterFieldRule[] | undefined,
  defaults: Readonly<Record<string, FieldRule>> = DEFAULT_REGISTER_RULES,
): Record<string, FieldRule> {
  const merged: Record<string, FieldRule> = { ...defaults };
  for (const server of serverRules ?? []) {
    const base = merged[server.key];
    const pattern =
      server.acceptedPattern === undefined || server.acceptedPattern.trim() === ''
        ? MATCH_ALL
        : server.acceptedPattern;
    merged[server.key] = {
      key: server.key,
      enabled: server.enabled,
      required: server.required,
      minLength: server.minLength ?? base?.minLength ?? 0,
      maxLength: server.maxLength ?? base?.maxLength ?? 255,
      acceptedPattern: pattern,
      messageKey: base?.messageKey ?? SERVER_FIELD_MESSAGES[server.key] ?? 'in_please_information',
      numeric: base?.numeric ?? NUMERIC_FIELDS.has(server.key),
    };
  }
  const mobile = merged.mobileNum;
  if (mobile) merged.phone = { ...mobile, key: 'phone', enabled: true, required: true };
  return merged;
}

function patternMatches(pattern: string, value: string): boolean {
  if (pattern === MATCH_ALL) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A broken server pattern must not lock everyone out: fall back to the length check.
    return true;
  }
}

export type FieldCheck =
  | { status: 'right' }
  | { status: 'empty' }
  | { status: 'error'; messageKey: string; params: { range: string; min: number; max: number } };

/**
 * Checks one value against its rule: it passes when it matches the pattern (unless `*`) and
 * its length is in range. An empty value is fine only when the field is not required
 * (`status: 'empty'`); a required empty field is an error.
 */
export function checkField(fieldRule: FieldRule, value: string): FieldCheck {
  const error = (): FieldCheck => ({
    status: 'error',
    messageKey: fieldRule.messageKey,
    params: {
      range: lengthRange(fieldRule.minLength, fieldRule.maxLength),
      min: fieldRule.minLength,
      max: fieldRule.maxLength,
    },
  });
  // A required field is never empty, even with minLength 0 (the registration verification code's
  // 0 to 255 flavour): minLength bounds what is typed, `required` decides whether it may be blank.
  if (value === '') return fieldRule.required ? error() : { status: 'empty' };
  if (value.length < fieldRule.minLength || value.length > fieldRule.maxLength) return error();
  if (!patternMatches(fieldRule.acceptedPattern, value)) return error();
  return { status: 'right' };
}

/** The hint under a field: its name, the range and "digit" (`common:field_range_hint`). */
export function rangeOf(fieldRule: Pick<FieldRule, 'minLength' | 'maxLength'>): string {
  return lengthRange(fieldRule.minLength, fieldRule.maxLength);
}

/** Only digits: mobile, QQ and code inputs drop anything else as the user types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
