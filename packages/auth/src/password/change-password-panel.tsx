import { rateLimit } from '@site/api-core';
import { Button, PasswordField, useToast } from '@site/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useChangePasswordMutation } from '../auth-api';
import { AUTH_LIMITS, INSECURE_DEFAULT_PASSWORD } from '../constants';
import { checkChangePassword } from '../rules/password-rules';
import { FormMessage, FormStack } from '../shared/form-parts';
import type { PasswordChangeReason } from '../session/auth-slice';
import { useSiteStorage } from '../shared/use-site-storage';
import { usePasswordRule } from './use-password-rule';

export interface ChangePasswordPanelProps {
  /** Forced after login (first login, expired, default password), or chosen by the member. */
  reason?: PasswordChangeReason | null;
  /** Called after a successful change. */
  onChanged: () => void;
}

/**
 * Old, new and confirmation. The old password is not asked on the default-password account
 * (`cpw`): the default is sent for it. The call goes at most once per 3 s.
 */
export function ChangePasswordPanel({ reason = null, onChanged }: ChangePasswordPanelProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const toast = useToast();
  const storage = useSiteStorage();
  const passwordRule = usePasswordRule();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const defaultPasswordAccount =
    reason === 'default-password' || storage.getSession('cpw') === true;
  const [values, setValues] = useState({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // One change call per 3 s: a second press inside the window shares the first call's answer.
  const send = useMemo(
    () =>
      rateLimit(
        (body: typeof values) => changePassword(body),
        AUTH_LIMITS.passwordChangeThrottleMs,
      ),
    [changePassword],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChangePassword(values, {
      passwordRule,
      ...(defaultPasswordAccount ? { defaultPassword: INSECURE_DEFAULT_PASSWORD } : {}),
    });
    if (!checked.ok) {
      const text = t(`errors:${checked.failure.messageKey}`, checked.failure.params);
      setFieldErrors(checked.failure.field ? { [checked.failure.field]: text } : {});
      setMessage(checked.failure.field ? null : text);
      return;
    }
    setFieldErrors({});
    setMessage(null);
    const result = await send(checked.value);
    const error = apiErrorOf(result);
    if (error) {
      setMessage(error.message ?? error.errorCode ?? t('errors:unknown_error'));
      return;
    }
    toast.show({ message: t('auth:change_password_success'), tone: 'success' });
    onChanged();
  };

  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:change_password_title')}
    >
      {reason ? (
        <FormMessage $tone="danger" role="status">
          {t(`auth:change_password_${reason.replace('-', '_')}`)}
        </FormMessage>
      ) : null}
      {defaultPasswordAccount ? null : (
        <PasswordField
          label={t('common:old_password')}
          value={values.oldPassword}
          onValueChange={set('oldPassword')}
          autoComplete="current-password"
          error={fieldErrors.oldPassword}
          name="oldPassword"
        />
      )}
      <PasswordField
        label={t('common:new_password')}
        value={values.newPassword}
        onValueChange={set('newPassword')}
        autoComplete="new-password"
        hint={t('common:field_range_hint', {
          field: t('common:new_password'),
          range: `${passwordRule.minLength}-${passwordRule.maxLength}`,
        })}
        error={fieldErrors.newPassword}
        name="newPassword"
      />
      <PasswordField
        label={t('common:confirm_password')}
        value={values.confirmNewPassword}
        onValueChange={set('confirmNewPassword')}
        autoComplete="new-password"
        error={fieldErrors.confirmNewPassword}
        name="confirmNewPassword"
      />
      <FormMessage role="alert">{message}</FormMessage>
      <Button type="submit" fullWidth loading={isLoading}>
        {t('common:submit')}
      </Button>
    </FormStack>
  );
}
