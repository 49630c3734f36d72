import type { SmsRegisterCodeRequest } from '@site/api-core/catalogue';
import { smsNeedsSlider } from './captcha-rules';
import { checkField, LOGIN_FIELD_RULES } from './field-rules';

/** A refusal before any call is made: the message key (namespace `errors`) and its parameters. */
export interface RuleFailure {
  messageKey: string;
  params?: Record<string, string | number>;
  /** The field to focus or highlight. */
  field?: string;
  /** Clear this field (a phone number that is not numeric). */
  clear?: boolean;
}

export type RuleResult<T> = { ok: true; value: T } | { ok: false; failure: RuleFailure };

/**
 * Username-and-password login: both must be non-empty (else `in_incorrect_password`); the
 * username is trimmed.
 */
export function checkPasswordLogin(input: {
  username: string;
  password: string;
}): RuleResult<{ username: string; password: string }> {
  const username = input.username.trim();
  if (username === '' || input.password === '') {
    return {
      ok: false,
      failure: {
        messageKey: 'in_incorrect_password',
        field: username === '' ? 'username' : 'password',
      },
    };
  }
  return { ok: true, value: { username, password: input.password } };
}

/**
 * The mobile number of the phone-code login (and of any "get code" button): digits only and
 * within the mobile rule, else `br_enright_cphone`; a value that is not numeric is cleared.
 * `exactDigits` is the flavour that wants exactly 11 digits.
 */
export function checkMobileForCode(
  mobile: string,
  options: { exactDigits?: number } = {},
): RuleResult<string> {
  const value = mobile.trim();
  const numeric = /^\d+$/.test(value);
  const inRule =
    options.exactDigits !== undefined
      ? numeric && value.length === options.exactDigits
      : checkField(LOGIN_FIELD_RULES.loginMobileNum, value).status === 'right';
  if (!numeric || !inRule) {
    return {
      ok: false,
      failure: { messageKey: 'br_enright_cphone', field: 'mobile', clear: !numeric },
    };
  }
  return { ok: true, value };
}

/**
 * Phone-code login: a valid mobile number (exactly `exactDigits` in the 11-digit flavour), then a
 * code of 1 to 10 characters.
 */
export function checkSmsLogin(
  input: { mobile: string; code: string },
  options: { exactDigits?: number } = {},
): RuleResult<{ mobile: string; code: string }> {
  const mobile = checkMobileForCode(input.mobile, options);
  if (!mobile.ok) return mobile;
  const code = input.code.trim();
  const check = checkField(LOGIN_FIELD_RULES.sms, code);
  if (check.status !== 'right') {
    return {
      ok: false,
      failure: { messageKey: 'enter_verification_code', params: { range: '1-10' }, field: 'code' },
    };
  }
  return { ok: true, value: { mobile: mobile.value, code } };
}

/**
 * The `type` of a password login: `mobileNum` when MOBILELOGIN3 is on and the account typed is a
 * mobile number (digits within the mobile rule), else `username`.
 */
export function passwordLoginType(
  username: string,
  mobileLogin: boolean,
): 'username' | 'mobileNum' {
  return mobileLogin && checkField(LOGIN_FIELD_RULES.loginMobileNum, username).status === 'right'
    ? 'mobileNum'
    : 'username';
}

/**
 * The dialing code (section 5, `countryDialingCode`): optional, digits only, 1 to 3, else
 * `error_country_code_limit`. Returns null when it may be sent (or left out, when empty).
 */
export function checkDialingCode(value: string): RuleFailure | null {
  const check = checkField(LOGIN_FIELD_RULES.countryDialingCode, value);
  if (check.status !== 'error') return null;
  return { messageKey: check.messageKey, params: check.params, field: 'countryDialingCode' };
}

/**
 * Before a code is sent, on the login's SMS tab and in mobile registration alike (section 4): the
 * number (its refusal names the field `mobile`, and clears a number that is not numeric), then the
 * dialing code, then the slider when GEETEST3 and GEETESTVCODE3 ask for it first (`verify_first`).
 * The value is the trimmed number.
 */
export function checkCodeRequest(input: {
  mobile: string;
  dialingCode: string;
  exactDigits?: number | undefined;
  geetest: boolean;
  geetestSms: boolean;
  sliderSolved: boolean;
}): RuleResult<string> {
  const mobile = checkMobileForCode(
    input.mobile,
    input.exactDigits !== undefined ? { exactDigits: input.exactDigits } : {},
  );
  if (!mobile.ok) return mobile;
  const dialing = checkDialingCode(input.dialingCode);
  if (dialing) return { ok: false, failure: dialing };
  if (smsNeedsSlider({ ...input, solved: input.sliderSolved }))
    return { ok: false, failure: { messageKey: 'verify_first', field: 'slider' } };
  return mobile;
}

/**
 * The registration code request (section 3, "SMS code request: countryDialingCode plus ... mobileNo
 * (register)"): the number, with the dialing code when one is chosen.
 */
export function smsRegisterCodeRequest(
  mobileNo: string,
  dialingCode: string,
): SmsRegisterCodeRequest {
  return { mobileNo, ...(dialingCode ? { countryDialingCode: dialingCode } : {}) };
}
