import {
  checkField,
  FALLBACK_PASSWORD_RULE,
  LOGIN_FIELD_RULES,
  type FieldRule,
} from './field-rules';
import type { RuleFailure, RuleResult } from './login-rules';

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Forgot password by account and email: `in_account_incorrect`, then `in_email_incorrect`. */
export function checkForgotByEmail(input: {
  username: string;
  email: string;
}): RuleResult<{ username: string; email: string }> {
  const username = input.username.trim();
  const email = input.email.trim();
  if (username === '')
    return { ok: false, failure: { messageKey: 'in_account_incorrect', field: 'username' } };
  if (!EMAIL_PATTERN.test(email))
    return { ok: false, failure: { messageKey: 'in_email_incorrect', field: 'email' } };
  return { ok: true, value: { username, email } };
}

/** Forgot password by phone: a username and a numeric mobile number are both needed. */
export function checkForgotByPhone(input: {
  username: string;
  mobileNumber: string;
}): RuleResult<{ username: string; mobileNumber: string }> {
  const username = input.username.trim();
  const mobileNumber = input.mobileNumber.trim();
  if (username === '')
    return { ok: false, failure: { messageKey: 'in_account_incorrect', field: 'username' } };
  if (!/^\d+$/.test(mobileNumber))
    return {
      ok: false,
      failure: { messageKey: 'br_enright_cphone', field: 'mobileNumber', clear: true },
    };
  return { ok: true, value: { username, mobileNumber } };
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: the new password must match the configured password rule (`error_password`
 * with its range), the confirmation must equal it (`in_password_incorrect`), and the old
 * password is required unless the account is on the default password (`defaultPassword` is
 * then sent as the old one without asking).
 */
export function checkChangePassword(
  input: ChangePasswordInput,
  options: { passwordRule?: FieldRule; defaultPassword?: string } = {},
): RuleResult<ChangePasswordInput> {
  const passwordRule = options.passwordRule ?? FALLBACK_PASSWORD_RULE;
  const oldPassword = options.defaultPassword ?? input.oldPassword;
  if (oldPassword === '')
    return { ok: false, failure: { messageKey: 'in_incorrect_password', field: 'oldPassword' } };
  const check = checkField({ ...passwordRule, required: true }, input.newPassword);
  if (check.status !== 'right') {
    const failure: RuleFailure = { messageKey: passwordRule.messageKey, field: 'newPassword' };
    if (check.status === 'error') failure.params = { range: check.params.range };
    return { ok: false, failure };
  }
  if (input.confirmNewPassword !== input.newPassword) {
    return {
      ok: false,
      failure: { messageKey: 'in_password_incorrect', field: 'confirmNewPassword' },
    };
  }
  return {
    ok: true,
    value: {
      oldPassword,
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    },
  };
}

export interface PasswordResetInput {
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The SMS password reset's last step (ADR 0068): the code from the SMS (section 5's `sms` rule, 1
 * to 10 characters, `enter_verification_code`), a new password that passes the configured rule
 * (its message key with the range) and a confirmation equal to it (`in_password_incorrect`).
 */
export function checkPasswordReset(
  input: PasswordResetInput,
  options: { passwordRule?: FieldRule } = {},
): RuleResult<PasswordResetInput> {
  const verificationCode = input.verificationCode.trim();
  const code = checkField({ ...LOGIN_FIELD_RULES.sms, required: true }, verificationCode);
  if (code.status !== 'right') {
    const failure: RuleFailure = {
      messageKey: LOGIN_FIELD_RULES.sms.messageKey,
      field: 'verificationCode',
    };
    if (code.status === 'error') failure.params = { range: code.params.range };
    return { ok: false, failure };
  }
  const changed = checkChangePassword(
    {
      oldPassword: '-',
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    },
    options.passwordRule ? { passwordRule: options.passwordRule } : {},
  );
  if (!changed.ok) return changed;
  return {
    ok: true,
    value: {
      verificationCode,
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    },
  };
}
