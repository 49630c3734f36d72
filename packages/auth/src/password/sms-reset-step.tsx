import { Button, PasswordField, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, usePasswordVerificationMutation } from '../auth-api';
import { LOGIN_FIELD_RULES } from '../rules/field-rules';
import { checkPasswordReset } from '../rules/password-rules';
import { FormMessage, FormStack, LinkRow } from '../shared/form-parts';
import { usePasswordRule } from './use-password-rule';

export interface SmsResetStepProps {
  /** The account and number the reset SMS was sent for. */
  username: string;
  mobileNumber: string;
  onCancel: () => void;
}

/**
 * The SMS password reset's last step (ADR 0068): the password the SMS brought, the new password
 * and its confirmation, sent encrypted to `POST /wps/member/password/verification`. Checked by
 * `checkPasswordReset` first; the server's message shows on a refusal, and the SMS field is
 * cleared and can be typed again.
 */
export function SmsResetStep({ username, mobileNumber, onCancel }: SmsResetStepProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const passwordRule = usePasswordRule();
  const [verificationCode, setVerificationCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const [message, setMessage] = useState<{
    text: string;
    tone: 'danger' | 'success';
    field?: string;
  } | null>(null);
  const [done, setDone] = useState(false);
  const [verify, { isLoading }] = usePasswordVerificationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || done) return;
    const checked = checkPasswordReset(
      { verificationCode, newPassword, confirmNewPassword },
      { passwordRule },
    );
    if (!checked.ok)
      return setMessage({
        text: t(`errors:${checked.failure.messageKey}`, checked.failure.params),
        tone: 'danger',
        ...(checked.failure.field ? { field: checked.failure.field } : {}),
      });
    const error = apiErrorOf(await verify({ username, mobileNumber, ...checked.value }));
    if (error) {
      setVerificationCode('');
      return setMessage({
        text: error.message ?? error.errorCode ?? t('errors:unknown_error'),
        tone: 'danger',
      });
    }
    setDone(true);
    setMessage({ text: t('auth:forgot_reset_done'), tone: 'success' });
  };

  const fieldError = (field: string) => (message?.field === field ? message.text : undefined);
  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:forgot_reset_title')}
    >
      <p>{t('common:password_sent_by_sms')}</p>
      <TextField
        label={t('auth:forgot_sms_password')}
        value={verificationCode}
        onValueChange={setVerificationCode}
        autoComplete="one-time-code"
        maxLength={LOGIN_FIELD_RULES.sms.maxLength}
        trim="blur"
        error={fieldError('verificationCode')}
        name="verificationCode"
        disabled={done}
      />
      <PasswordField
        label={t('common:new_password')}
        value={newPassword}
        onValueChange={setNewPassword}
        autoComplete="new-password"
        error={fieldError('newPassword')}
        name="newPassword"
        disabled={done}
      />
      <PasswordField
        label={t('common:confirm_password')}
        value={confirmNewPassword}
        onValueChange={setConfirmNewPassword}
        autoComplete="new-password"
        error={fieldError('confirmNewPassword')}
        name="confirmNewPassword"
        disabled={done}
      />
      <FormMessage role="alert" $tone={message?.tone ?? 'danger'}>
        {message && !message.field ? message.text : null}
      </FormMessage>
      <LinkRow>
        <Button variant="secondary" onClick={onCancel}>
          {done ? t('common:close') : t('common:cancel')}
        </Button>
        {done ? null : (
          <Button type="submit" loading={isLoading}>
            {t('common:submit')}
          </Button>
        )}
      </LinkRow>
    </FormStack>
  );
}
