import type { RegisterFieldRule } from '@site/api-core/catalogue';
import { useMemo } from 'react';
import { useRegisterSettingsQuery } from '../auth-api';
import { mergeFieldRules, type FieldRule } from '../rules/field-rules';

export interface RegisterSetup {
  loading: boolean;
  rules: Record<string, FieldRule>;
  /** The server's field keys in its order. */
  serverOrder: string[];
  captchaEnabled: boolean;
  mobilePasswordSetting: string;
  /** 0: a failed affiliate lookup hides the field; otherwise the visitor is sent to the origin. */
  affiliateSetting: number;
  agreementRequired: boolean;
}

const asBoolean = (value: unknown, fallback: boolean) =>
  typeof value === 'boolean' ? value : fallback;

/** `/wps/system/setting/register` read into merged rules and the registration settings. */
export function useRegisterSetup(): RegisterSetup {
  const { data, isLoading } = useRegisterSettingsQuery();
  return useMemo(() => {
    const fields: RegisterFieldRule[] = Array.isArray(data?.fields) ? data.fields : [];
    const rules = mergeFieldRules(fields);
    const captchaRule = rules.captcha;
    return {
      loading: isLoading,
      rules,
      serverOrder: fields.map((field) => field.key),
      captchaEnabled: asBoolean(data?.captchaEnabled, captchaRule?.enabled ?? false),
      mobilePasswordSetting:
        typeof data?.mobilePasswordSetting === 'string' ? data.mobilePasswordSetting : '1',
      affiliateSetting:
        typeof data?.affiliateSetting === 'number'
          ? data.affiliateSetting
          : Number(data?.affiliateSetting ?? 1),
      agreementRequired: asBoolean(data?.agreementRequired, true),
    };
  }, [data, isLoading]);
}
