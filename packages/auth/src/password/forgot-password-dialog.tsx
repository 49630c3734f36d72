import type { DialogProps } from '@site/feature-api';
import { Button, Dialog, Tabs, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, usePasswordEmailMutation, usePasswordSmsMutation } from '../auth-api';
import { checkForgotByEmail, checkForgotByPhone } from '../rules/password-rules';
import { FormMessage, FormStack, LinkRow } from '../shared/form-parts';
import { SmsResetStep } from './sms-reset-step';

type Method = 'email' | 'phone';

/**
 * Forgot password (section 2): account plus email, or account plus mobile number; cancel and
 * submit. Phone recovery success says the password was sent by SMS and asks for it with the new
 * password (`SmsResetStep`, ADR 0068).
 */
export function ForgotPasswordDialog({ onClose }: DialogProps<unknown>) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onClose={onClose} title={t('forgot_title')} width="440px">
      <ForgotPasswordPanel onCancel={onClose} />
    </Dialog>
  );
}

/** Account plus email or mobile number, cancel and submit (stories render it inline). */
export function ForgotPasswordPanel({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const [method, setMethod] = useState<Method>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [message, setMessage] = useState<{
    text: string;
    tone: 'danger' | 'success';
    field?: string;
  } | null>(null);
  const [sent, setSent] = useState<{ username: string; mobileNumber: string } | null>(null);
  const [byEmail, emailState] = usePasswordEmailMutation();
  const [bySms, smsState] = usePasswordSmsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === 'email') {
      const checked = checkForgotByEmail({ username, email });
      if (!checked.ok)
        return setMessage({
          text: t(`errors:${checked.failure.messageKey}`),
          tone: 'danger',
          ...(checked.failure.field ? { field: checked.failure.field } : {}),
        });
      const error = apiErrorOf(await byEmail(checked.value));
      setMessage(
        error
          ? { text: error.message ?? t('errors:unknown_error'), tone: 'danger' }
          : { text: t('auth:forgot_email_sent'), tone: 'success' },
      );
      return;
    }
    const checked = checkForgotByPhone({ username, mobileNumber });
    if (!checked.ok) {
      if (checked.failure.clear) setMobileNumber('');
      return setMessage({
        text: t(`errors:${checked.failure.messageKey}`),
        tone: 'danger',
        ...(checked.failure.field ? { field: checked.failure.field } : {}),
      });
    }
    const error = apiErrorOf(await bySms(checked.value));
    if (error)
      return setMessage({ text: error.message ?? t('errors:unknown_error'), tone: 'danger' });
    // The SMS went out: the reset is completed with the password it brought (ADR 0068).
    setMessage(null);
    setSent(checked.value);
  };

  if (sent) return <SmsResetStep {...sent} onCancel={onCancel} />;

  const fieldError = (field: string) => (message?.field === field ? message.text : undefined);
  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:forgot_title')}
    >
      <Tabs
        value={method}
        onValueChange={(value) => {
          setMethod(value === 'phone' ? 'phone' : 'email');
          setMessage(null);
        }}
        fullWidth
        items={[
          { id: 'email', label: t('auth:forgot_by_email') },
          { id: 'phone', label: t('auth:forgot_by_phone') },
        ]}
      />
      <TextField
        label={t('common:username')}
        value={username}
        onValueChange={setUsername}
        trim="blur"
        autoComplete="username"
        error={fieldError('username')}
        name="username"
      />
      {method === 'email' ? (
        <TextField
          label={t('common:email')}
          type="email"
          value={email}
          onValueChange={setEmail}
          trim="blur"
          autoComplete="email"
          error={fieldError('email')}
          name="email"
        />
      ) : (
        <TextField
          label={t('common:mobile_number')}
          value={mobileNumber}
          onValueChange={setMobileNumber}
          inputMode="numeric"
          autoComplete="tel-national"
          error={fieldError('mobileNumber')}
          name="mobileNumber"
        />
      )}
      <FormMessage role="alert" $tone={message?.tone ?? 'danger'}>
        {message && !message.field ? message.text : null}
      </FormMessage>
      <LinkRow>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={emailState.isLoading || smsState.isLoading}>
          {t('common:submit')}
        </Button>
      </LinkRow>
    </FormStack>
  );
}
