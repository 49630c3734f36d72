import { PasswordField, TextField } from '@site/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField, digitsOnly, rangeOf, type FieldRule } from '../rules/field-rules';
import type { RegisterMode } from '../rules/register-rules';
import { DialingCodeSelect } from '../sms/dialing-code-select';
import { SmsCodeButton } from '../sms/sms-code-button';
import type { RegisterSms } from './use-register-sms';

const PASSWORD_FIELDS = new Set(['password', 'verifyPwd', 'paymentPassword']);

export interface RegisterFieldsProps {
  /** The visible fields in order (`registerFieldOrder`); the captcha is the captcha area's. */
  fields: readonly string[];
  rules: Readonly<Record<string, FieldRule>>;
  values: Readonly<Record<string, string>>;
  /** A field's new value, digits only when its rule is numeric. */
  onValueChange: (key: string, value: string) => void;
  /** The message shown by a field, if any. */
  fieldError: (key: string) => string | undefined;
  mode: RegisterMode;
  /** The dialing code (mobile mode) and the SMS code's countdown. */
  sms: Omit<RegisterSms, 'send'>;
  onSendCode: () => void;
}

/**
 * The registration's fields (section 5) by their rules: the range hint, the check on blur, the
 * numeric keyboard and filter, passwords, the SMS code with its button, and in mobile mode the
 * dialing code before the number.
 */
export function RegisterFields({
  fields,
  rules,
  values,
  onValueChange,
  fieldError,
  mode,
  sms,
  onSendCode,
}: RegisterFieldsProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);

  const fieldNode = (key: string) => {
    const rule = rules[key];
    if (!rule || key === 'captcha') return null;
    const label = t(`auth:field_${key}`);
    // The list's key is given to each element itself: React warns when a spread object carries it.
    const common = {
      name: key,
      label,
      value: values[key] ?? '',
      onValueChange: (value: string) =>
        onValueChange(key, rule.numeric ? digitsOnly(value) : value),
      required: rule.required,
      hint: t('common:field_range_hint', { field: label, range: rangeOf(rule) }),
      validate: (value: string) => {
        const check = checkField(rule, value.trim());
        return check.status === 'error'
          ? t(`errors:${check.messageKey}`, { range: check.params.range })
          : null;
      },
      error: fieldError(key),
      trim: 'blur' as const,
      ...(rule.numeric ? { inputMode: 'numeric' as const } : {}),
      maxLength: rule.maxLength,
    };
    if (key === 'verificationCode')
      return (
        <TextField
          key={key}
          {...common}
          autoComplete="one-time-code"
          endSlot={
            <SmsCodeButton countdown={sms.countdown} onRequest={onSendCode} pending={sms.sending} />
          }
        />
      );
    if (PASSWORD_FIELDS.has(key))
      return <PasswordField key={key} {...common} autoComplete="new-password" />;
    if (key === 'mobileNum' && mode === 'mobile') {
      const dialingError = fieldError('countryDialingCode');
      return (
        <Fragment key={key}>
          <DialingCodeSelect
            value={sms.dialingCode}
            onValueChange={sms.onDialingCodeChange}
            countryCode={sms.countryCode}
            {...(dialingError !== undefined ? { error: dialingError } : {})}
          />
          <TextField {...common} autoComplete="tel-national" />
        </Fragment>
      );
    }
    return (
      <TextField
        key={key}
        {...common}
        autoComplete={
          key === 'username'
            ? 'username'
            : key === 'mobileNum'
              ? 'tel-national'
              : key === 'email'
                ? 'email'
                : 'off'
        }
      />
    );
  };

  return <>{fields.map(fieldNode)}</>;
}
