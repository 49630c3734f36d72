import { Checkbox, PasswordField, TextField } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { LOGIN_FIELD_RULES } from '../rules/field-rules';
import { DialingCodeSelect } from '../sms/dialing-code-select';
import { SmsCodeButton } from '../sms/sms-code-button';
import type { SmsCountdown } from '../sms/use-sms-countdown';

/** The message of the field that a rule or the server refused, if it is this one. */
export type FieldError = (field: string) => string | undefined;

export interface PasswordPanelProps {
  username: string;
  onUsernameChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  rememberMe: boolean;
  onRememberMeChange: (value: boolean) => void;
  /** The two-merchant variant hides the credentials once the captcha is asked for. */
  hideCredentials: boolean;
  fieldError: FieldError;
}

/** The username-and-password tab: its fields and "remember me" (section 2). */
export function PasswordPanel({
  username,
  onUsernameChange,
  password,
  onPasswordChange,
  rememberMe,
  onRememberMeChange,
  hideCredentials,
  fieldError,
}: PasswordPanelProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <>
      {hideCredentials ? null : (
        <>
          <TextField
            label={t('common:username')}
            placeholder={t('auth:username_placeholder')}
            value={username}
            onValueChange={onUsernameChange}
            autoComplete="username"
            trim="blur"
            maxLength={LOGIN_FIELD_RULES.loginUsername.maxLength}
            error={fieldError('username')}
            name="username"
          />
          <PasswordField
            label={t('common:password')}
            placeholder={t('auth:password_placeholder')}
            value={password}
            onValueChange={onPasswordChange}
            error={fieldError('password')}
            name="password"
          />
        </>
      )}
      <Checkbox
        label={t('common:remember_me')}
        checked={rememberMe}
        onCheckedChange={onRememberMeChange}
      />
    </>
  );
}

export interface SmsPanelProps {
  dialingCode: string;
  onDialingCodeChange: (value: string) => void;
  /** The visitor's country, which orders the dialing codes. */
  countryCode: string | null;
  mobile: string;
  onMobileChange: (value: string) => void;
  code: string;
  onCodeChange: (value: string) => void;
  countdown: SmsCountdown;
  sending: boolean;
  onSendCode: () => void;
  fieldError: FieldError;
}

/** The SMS-code tab: dialing code, mobile number, and the code with its send button (section 4). */
export function SmsPanel({
  dialingCode,
  onDialingCodeChange,
  countryCode,
  mobile,
  onMobileChange,
  code,
  onCodeChange,
  countdown,
  sending,
  onSendCode,
  fieldError,
}: SmsPanelProps) {
  const { t } = useTranslation(['auth', 'common']);
  const dialingError = fieldError('countryDialingCode');
  return (
    <>
      <DialingCodeSelect
        value={dialingCode}
        onValueChange={onDialingCodeChange}
        countryCode={countryCode}
        {...(dialingError ? { error: dialingError } : {})}
      />
      <TextField
        label={t('common:mobile_number')}
        placeholder={t('auth:mobile_placeholder')}
        value={mobile}
        onValueChange={onMobileChange}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LOGIN_FIELD_RULES.loginMobileNum.maxLength}
        error={fieldError('mobile')}
        name="mobile"
      />
      <TextField
        label={t('common:verification_code')}
        placeholder={t('auth:code_placeholder')}
        value={code}
        onValueChange={onCodeChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_FIELD_RULES.sms.maxLength}
        error={fieldError('code')}
        name="code"
        endSlot={<SmsCodeButton countdown={countdown} onRequest={onSendCode} pending={sending} />}
      />
    </>
  );
}
