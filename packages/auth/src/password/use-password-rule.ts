import { selectRegExp, useSiteSelector } from '@site/api-core';
import { useMemo } from 'react';
import { LOGIN_FIELD_RULES, type FieldRule } from '../rules/field-rules';

/** The configured password rule: the merchant's `regExp.password` within the login password range. */
export function usePasswordRule(): FieldRule {
  const pattern = useSiteSelector((state) => selectRegExp(state).password);
  return useMemo(
    () => ({
      ...LOGIN_FIELD_RULES.loginPassword,
      key: 'password',
      ...(pattern ? { acceptedPattern: pattern } : {}),
    }),
    [pattern],
  );
}
