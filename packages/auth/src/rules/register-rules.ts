import { checkField, type FieldRule } from './field-rules';
import type { RuleResult } from './login-rules';

export type RegisterMode = 'username' | 'mobile';

/**
 * Which registration tabs show (USERNAMEREG3, MOBILENUMREG3). Tabs appear only when both are on;
 * with only mobile on, mobile mode is forced. With neither on, the username form is the fallback
 * (the merchant switched registration off through its register button instead).
 */
export function registerModes(flags: { usernameReg: boolean; mobileReg: boolean }): {
  modes: RegisterMode[];
  showTabs: boolean;
} {
  const modes: RegisterMode[] = [];
  if (flags.usernameReg) modes.push('username');
  if (flags.mobileReg) modes.push('mobile');
  if (modes.length === 0) modes.push('username');
  return { modes, showTabs: modes.length > 1 };
}

/** Default field orders (section 5); the captcha is always last. */
export const DEFAULT_FIELD_ORDER: Readonly<Record<RegisterMode, readonly string[]>> = {
  mobile: ['mobileNum', 'password', 'nickname'],
  username: ['username', 'password', 'mobileNum', 'nickname'],
};

/** Never shown, whatever the server says. */
const NEVER_SHOWN = new Set(['rebateId']);
/** Placed by the form itself, not by the rules list. */
const PLACED = new Set(['verifyPwd', 'captcha', 'verificationCode', 'phone', 'affiliateCode']);

export interface RegisterLayoutOptions {
  mode: RegisterMode;
  /** The mobile-registration password setting: '0' removes the password (a default one is used). */
  mobilePasswordSetting?: string;
  captchaEnabled: boolean;
  /** The SMS verification code field (mobile mode, or a required verificationCode rule). */
  smsCode: boolean;
  /** Whether the affiliate field is shown (hidden after a failed lookup with setting 0). */
  affiliateShown: boolean;
}

/**
 * The visible fields in order: the default order of the mode, the password confirmation after
 * the password, the other enabled server fields in the server's order, the affiliate code, the
 * SMS code, then the captcha last. In phone mode the username is removed, and the password too
 * when the mobile-password setting is '0'.
 */
export function registerFieldOrder(
  rules: Readonly<Record<string, FieldRule>>,
  serverOrder: readonly string[],
  options: RegisterLayoutOptions,
): string[] {
  const removed = new Set<string>(NEVER_SHOWN);
  if (options.mode === 'mobile') {
    removed.add('username');
    if (options.mobilePasswordSetting === '0') {
      removed.add('password');
      removed.add('verifyPwd');
    }
  }
  const shown = (key: string) => !removed.has(key) && rules[key]?.enabled === true;
  const order: string[] = [];
  const add = (key: string) => {
    if (shown(key) && !order.includes(key)) order.push(key);
  };
  for (const key of DEFAULT_FIELD_ORDER[options.mode]) {
    if (key === 'mobileNum' && options.mode === 'mobile') {
      if (!removed.has('mobileNum') && rules.mobileNum) order.push('mobileNum');
      continue;
    }
    add(key);
    if (key === 'password') add('verifyPwd');
  }
  for (const key of serverOrder) if (!PLACED.has(key)) add(key);
  if (options.affiliateShown) add('affiliateCode');
  if (options.smsCode && !order.includes('verificationCode')) order.push('verificationCode');
  if (options.captchaEnabled) order.push('captcha');
  return order;
}

export interface RegisterSubmitOptions {
  /** Visible field keys (from `registerFieldOrder`). */
  fields: readonly string[];
  rules: Readonly<Record<string, FieldRule>>;
  /** Whether the merchant requires the agreement to be ticked. */
  agreementRequired: boolean;
  agreed: boolean;
  /** The flavour that words the agreement message as `in_register_agreed`. */
  agreementMessageKey?: 'in_user_agreement' | 'in_register_agreed';
  captchaEnabled: boolean;
  /** The slider (GEETEST3) is in use; it must be solved before submit. */
  slider: boolean;
  sliderSolved: boolean;
}

/**
 * Registration submit (section 5). Values are trimmed; a required field that is not right, or an
 * optional filled field that is wrong, gives `in_please_information`; the passwords must match
 * (`in_confirmation_correct`); the agreement must be ticked (`in_user_agreement`); the captcha is
 * validated only when enabled; the slider must be solved first (`verify_first`).
 */
export function checkRegistration(
  values: Readonly<Record<string, string>>,
  options: RegisterSubmitOptions,
): RuleResult<Record<string, string>> {
  const trimmed: Record<string, string> = {};
  for (const key of options.fields) trimmed[key] = (values[key] ?? '').trim();
  if (options.agreementRequired && !options.agreed) {
    return {
      ok: false,
      failure: {
        messageKey: options.agreementMessageKey ?? 'in_user_agreement',
        field: 'agreement',
      },
    };
  }
  for (const key of options.fields) {
    if (key === 'captcha' && !options.captchaEnabled) continue;
    const fieldRule = options.rules[key];
    if (!fieldRule) continue;
    const check = checkField(
      key === 'verifyPwd' ? { ...fieldRule, required: true } : fieldRule,
      trimmed[key] ?? '',
    );
    if (check.status === 'error')
      return { ok: false, failure: { messageKey: 'in_please_information', field: key } };
  }
  if (options.fields.includes('verifyPwd') && trimmed.verifyPwd !== trimmed.password) {
    return { ok: false, failure: { messageKey: 'in_confirmation_correct', field: 'verifyPwd' } };
  }
  if (options.slider && !options.sliderSolved)
    return { ok: false, failure: { messageKey: 'verify_first', field: 'slider' } };
  return { ok: true, value: trimmed };
}
