import type { SecondFactorMethod } from '@site/api-core/catalogue';
import type { RuleResult } from './login-rules';

/** The tabs of the second-factor dialog, in order, with the method letter each sends. */
export const SECOND_FACTOR_TABS = [
  { id: 'payeeName', method: 'P' },
  { id: 'sms', method: 'S' },
  { id: 'ga', method: 'G' },
  { id: 'email', method: 'E' },
] as const satisfies readonly { id: string; method: SecondFactorMethod }[];

export type SecondFactorTab = (typeof SECOND_FACTOR_TABS)[number]['id'];

/** The fields each method needs (E email, G authCode, S mobile number plus code, P payee name). */
export const SECOND_FACTOR_FIELDS: Readonly<Record<SecondFactorMethod, readonly string[]>> = {
  E: ['email'],
  G: ['authCode'],
  S: ['mobileNum', 'verificationCode'],
  P: ['payeeName'],
};

/** Fields cleared after a failed verification (section 4): email, authCode and the code. */
export const CLEARED_ON_FAILURE = ['email', 'authCode', 'verificationCode'] as const;

/** The first empty field of a method is highlighted and focused (`not_empty`). */
export function checkSecondFactor(
  method: SecondFactorMethod,
  values: Readonly<Record<string, string>>,
): RuleResult<Record<string, string>> {
  const picked: Record<string, string> = {};
  for (const field of SECOND_FACTOR_FIELDS[method]) {
    const value = (values[field] ?? '').trim();
    if (value === '') return { ok: false, failure: { messageKey: 'not_empty', field } };
    picked[field] = value;
  }
  return { ok: true, value: picked };
}

/** Sending a code needs a mobile number (`br_enright_cphone` otherwise). */
export function checkSecondFactorMobile(mobile: string): RuleResult<string> {
  const value = mobile.trim();
  if (value === '')
    return { ok: false, failure: { messageKey: 'br_enright_cphone', field: 'mobileNum' } };
  return { ok: true, value };
}
