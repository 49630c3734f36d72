import { selectRegExp, useSiteSelector } from '@site/api-core';
import { vars } from '@site/theme';
import { Button, PasswordField, TextField, useToast } from '@site/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgentRegisterDownlineMutation } from '../agent-api';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { checkDownline, type DownlineFailure, type DownlineInput } from '../rules/downline-rules';
import { ErrorText } from '../shared/parts';
import { newRequestId } from '../shared/request-id';
import { useErrorText } from '../shared/use-error-text';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  max-width: 26rem;
`;

const EMPTY: DownlineInput = { username: '', password: '', confirmPassword: '' };

/**
 * Registers a downline (AGEREGDOWN3): username and password by the site's rules, the password
 * encrypted by the call, one request id per submit, and no second submit while one is running.
 */
export function RegisterDownlineForm({
  onRegistered,
}: {
  onRegistered?: (username: string) => void;
}) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const toast = useToast();
  const errorText = useErrorText();
  const patterns = useSiteSelector(selectRegExp);
  const [values, setValues] = useState<DownlineInput>(EMPTY);
  const [failure, setFailure] = useState<DownlineFailure | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [register, { isLoading }] = useAgentRegisterDownlineMutation();
  const inFlight = useRef(false);

  const set = (field: keyof DownlineInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
    setServerError(null);
  };
  const fieldError = (field: keyof DownlineInput) =>
    failure?.field === field ? t(failure.messageKey, failure.params) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkDownline(values, patterns);
    if (!checked.ok) {
      setFailure(checked.failure);
      return;
    }
    inFlight.current = true;
    try {
      const answer = await register({ ...checked.value, requestId: newRequestId() }).unwrap();
      setValues(EMPTY);
      toast.show({ tone: 'success', message: t('register_done', { username: answer.username }) });
      onRegistered?.(answer.username);
    } catch (error) {
      setServerError(errorText(error));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('register_title')}>
      <TextField
        name="downlineUsername"
        label={t('field_username')}
        autoComplete="off"
        value={values.username}
        onValueChange={set('username')}
        hint={t('username_hint', { min: 6, max: 13 })}
        error={fieldError('username')}
      />
      <PasswordField
        name="downlinePassword"
        label={t('field_password')}
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        hint={t('password_hint', { min: 6, max: 16 })}
        error={fieldError('password')}
      />
      <PasswordField
        name="downlineConfirmPassword"
        label={t('field_confirm_password')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={fieldError('confirmPassword')}
      />
      {serverError ? <ErrorText role="alert">{serverError}</ErrorText> : null}
      <Button type="submit" loading={isLoading} disabled={isLoading}>
        {t('register_submit')}
      </Button>
    </Form>
  );
}
