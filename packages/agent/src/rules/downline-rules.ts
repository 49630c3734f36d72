/** A field rule: length range and the merchant's pattern (`*` or none for any). */
export interface DownlineFieldRule {
  minLength: number;
  maxLength: number;
  pattern?: string;
}

/**
 * The registration rules of a downline (account-access.md section 5 defaults): a username of 6
 * to 13 letters and digits, a password of 6 to 16 characters; the merchant's `regExp` patterns
 * (`username`, `password`) apply on top (ADR 0143).
 */
export const DOWNLINE_RULES = {
  username: { minLength: 6, maxLength: 13, pattern: '^[A-Za-z0-9]+$' },
  password: { minLength: 6, maxLength: 16 },
} as const satisfies Record<string, DownlineFieldRule>;

export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
}

export type DownlineFailure = {
  field: keyof DownlineInput;
  messageKey: 'username_invalid' | 'password_invalid' | 'confirm_mismatch';
  params?: { min: number; max: number };
};

function matches(rule: DownlineFieldRule, value: string, extra?: string): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  for (const source of [rule.pattern, extra]) {
    if (!source || source === '*') continue;
    try {
      if (!new RegExp(source).test(value)) return false;
    } catch {
      // A broken merchant pattern is ignored; the platform still checks the value.
    }
  }
  return true;
}

/** Checks a downline registration; the username is trimmed, the password kept as typed. */
export function checkDownline(
  input: DownlineInput,
  patterns: Readonly<Record<string, string>> = {},
): { ok: true; value: DownlineInput } | { ok: false; failure: DownlineFailure } {
  const username = input.username.trim();
  const { username: nameRule, password: passwordRule } = DOWNLINE_RULES;
  if (!matches(nameRule, username, patterns.username))
    return {
      ok: false,
      failure: {
        field: 'username',
        messageKey: 'username_invalid',
        params: { min: nameRule.minLength, max: nameRule.maxLength },
      },
    };
  if (!matches(passwordRule, input.password, patterns.password))
    return {
      ok: false,
      failure: {
        field: 'password',
        messageKey: 'password_invalid',
        params: { min: passwordRule.minLength, max: passwordRule.maxLength },
      },
    };
  if (input.confirmPassword !== input.password)
    return { ok: false, failure: { field: 'confirmPassword', messageKey: 'confirm_mismatch' } };
  return { ok: true, value: { ...input, username } };
}
