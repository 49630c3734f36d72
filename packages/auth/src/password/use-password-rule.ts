import { selectRegExp, useSiteSelector } from '@site/api-core';
import { useMemo } from 'react';
import { FALLBACK_PASSWORD_RULE, LOGIN_FIELD_RULES, type FieldRule } from '../rules/field-rules';

/**
 * The password rule of the change and reset forms (account-access.md section 5): the merchant's
 * `regExp.password` from the settings, within the login password range (6 to 16); when the
 * settings supply none, the fallback "length 6 to 12".
 */
export function passwordRuleFor(pattern: string | undefined): FieldRule {
  if (!pattern) return FALLBACK_PASSWORD_RULE;
  return { ...LOGIN_FIELD_RULES.loginPassword, key: 'password', acceptedPattern: pattern };
}

/** The configured password rule, or the 6 to 12 fallback. */
export function usePasswordRule(): FieldRule {
  const pattern = useSiteSelector((state) => selectRegExp(state).password);
  return useMemo(() => passwordRuleFor(pattern), [pattern]);
}
