import { useSiteDispatch } from '@site/api-core';
import type { SecondFactorMethod } from '@site/api-core/catalogue';
import type { DialogProps as FeatureDialogProps } from '@site/feature-api';
import { useFlag } from '@site/theme';
import { Button, Dialog, Tabs, TextField, useToast } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorOf, authApi, useSmsLoginCodeMutation } from '../auth-api';
import { AFTER_PASSWORD_CHANGE_PATH, AUTH_DIALOGS } from '../constants';
import { landingAfterLogin } from '../rules/navigation-rules';
import {
  CLEARED_ON_FAILURE,
  checkSecondFactor,
  checkSecondFactorMobile,
  SECOND_FACTOR_TABS,
  type SecondFactorTab,
} from '../rules/second-factor-rules';
import { secondsUntil, smsCountdownSeconds } from '../rules/session-rules';
import { acceptLogin } from '../session/auth-flows';
import { pendingSecondFactor, type SecondFactorChallenge } from '../session/pending';
import { FormMessage, FormStack } from '../shared/form-parts';
import { SmsCodeButton } from '../sms/sms-code-button';
import { useSmsCountdown } from '../sms/use-sms-countdown';
import { useDialogs } from '@site/feature-api';

export interface SecondFactorParams {
  next?: string | null;
}

const FIELD_OF_TAB: Readonly<Record<SecondFactorTab, string>> = {
  payeeName: 'payeeName',
  sms: 'verificationCode',
  ga: 'authCode',
  email: 'email',
};

/** Seconds left of the server's expiry, ticking once per second. */
function useExpiry(expiresAt: number | null): number | null {
  const [left, setLeft] = useState(() => (expiresAt === null ? null : secondsUntil(expiresAt)));
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setInterval(() => setLeft(secondsUntil(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/**
 * The second-factor dialog (660 px) opened by `login_verify_required`: tabs payeeName, sms, ga
 * and email for the methods the server offers; the server's expiry drives the countdown. On
 * failure the server message shows, the active field is focused and email, authCode and the code
 * are cleared; on success the pass message shows and the post-login action runs.
 */
export function SecondFactorDialog({
  params,
  onClose,
}: FeatureDialogProps<SecondFactorParams | undefined>) {
  const challenge = pendingSecondFactor.get();
  const close = () => {
    pendingSecondFactor.clear();
    onClose();
  };
  if (!challenge) return null;
  return <SecondFactorForm challenge={challenge} next={params?.next ?? null} onClose={close} />;
}

export interface SecondFactorFormProps {
  challenge: SecondFactorChallenge;
  next: string | null;
  onClose: () => void;
}

/** The dialog around the panel (660 px, the theme's dialog width). */
export function SecondFactorForm(props: SecondFactorFormProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onClose={props.onClose} title={t('second_factor_title')}>
      <SecondFactorPanel {...props} />
    </Dialog>
  );
}

/** The tabs, fields, countdown and submit of the second factor (stories render it inline). */
export function SecondFactorPanel({ challenge, next, onClose }: SecondFactorFormProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const dialogs = useDialogs();
  const forcedChange = useFlag('PWDEXPFORCECHANGE3');
  const tabs = SECOND_FACTOR_TABS.filter((tab) => challenge.methods.includes(tab.method));
  const [tab, setTab] = useState<SecondFactorTab>(tabs[0]?.id ?? 'payeeName');
  const [values, setValues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const countdown = useSmsCountdown();
  const [requestCode, { isLoading: sendingCode }] = useSmsLoginCodeMutation();
  const left = useExpiry(challenge.expiresAt);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const method: SecondFactorMethod = tabs.find((candidate) => candidate.id === tab)?.method ?? 'P';

  const focus = (field: string) => queueMicrotask(() => inputs.current.get(field)?.focus());
  const set = (field: string) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const register = (field: string) => (node: HTMLInputElement | null) => {
    if (node) inputs.current.set(field, node);
    else inputs.current.delete(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSecondFactor(method, values);
    if (!checked.ok) {
      setFailure({
        text: t(`errors:${checked.failure.messageKey}`),
        ...(checked.failure.field ? { field: checked.failure.field } : {}),
      });
      if (checked.failure.field) focus(checked.failure.field);
      return;
    }
    setPending(true);
    setFailure(null);
    const result = await dispatch(
      authApi.endpoints.loginVerification.initiate({
        username: challenge.username,
        password: challenge.password,
        method,
        ...checked.value,
        ...(challenge.firebaseIdToken ? { firebaseIdToken: challenge.firebaseIdToken } : {}),
      }),
    );
    const error = apiErrorOf(result);
    if (error || !result.data) {
      setPending(false);
      setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
      setValues((current) => {
        const cleared = { ...current };
        for (const field of CLEARED_ON_FAILURE) cleared[field] = '';
        return cleared;
      });
      focus(FIELD_OF_TAB[tab]);
      return;
    }
    toast.show({ message: t('auth:sf_passed'), tone: 'success' });
    const outcome = await dispatch(
      acceptLogin(result.data, { forcedChange, password: challenge.password }),
    );
    setPending(false);
    pendingSecondFactor.clear();
    onClose();
    if (outcome.kind === 'change-password')
      dialogs.open(AUTH_DIALOGS.changePassword, {
        forced: true,
        landing: AFTER_PASSWORD_CHANGE_PATH,
      });
    else if (outcome.kind === 'signed-in' && next)
      void navigate(landingAfterLogin(next, window.location.origin));
  };

  const sendCode = async () => {
    const checked = checkSecondFactorMobile(values.mobileNum ?? '');
    if (!checked.ok) {
      setFailure({ text: t(`errors:${checked.failure.messageKey}`), field: 'mobileNum' });
      focus('mobileNum');
      return;
    }
    const result = await requestCode({ mobileNum: checked.value });
    if (!result.data) {
      countdown.fail();
      const error = apiErrorOf(result);
      setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
      return;
    }
    countdown.start(smsCountdownSeconds('login', result.data));
    toast.show({ message: t('errors:code_sent'), tone: 'success' });
  };

  const error = (field: string) => (failure?.field === field ? failure.text : undefined);
  const field = (
    name: string,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      key={name}
      ref={register(name)}
      label={label}
      value={values[name] ?? ''}
      onValueChange={set(name)}
      error={error(name)}
      name={name}
      autoComplete="off"
      trim="blur"
      {...extra}
    />
  );
  const panel = (id: SecondFactorTab) => {
    switch (id) {
      case 'payeeName':
        return field('payeeName', t('auth:sf_payee_name'));
      case 'ga':
        return field('authCode', t('auth:sf_auth_code'), {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 10,
        });
      case 'email':
        return field('email', t('common:email'), { type: 'email' });
      case 'sms':
        return (
          <>
            {field('mobileNum', t('common:mobile_number'), {
              inputMode: 'numeric',
              autoComplete: 'tel-national',
            })}
            {field('verificationCode', t('common:verification_code'), {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 10,
              endSlot: (
                <SmsCodeButton
                  countdown={countdown}
                  onRequest={() => void sendCode()}
                  pending={sendingCode}
                />
              ),
            })}
          </>
        );
    }
  };

  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:second_factor_title')}
    >
      <Tabs
        aria-label={t('auth:sf_methods')}
        value={tab}
        onValueChange={(id) => {
          setTab(id as SecondFactorTab);
          setFailure(null);
        }}
        fullWidth
        items={tabs.map(({ id }) => ({ id, label: t(`auth:sf_tab_${id}`), content: panel(id) }))}
      />
      {left !== null ? (
        <FormMessage $tone={left > 0 ? 'success' : 'danger'}>
          {left > 0 ? t('auth:sf_expires_in', { seconds: left }) : t('auth:sf_expired')}
        </FormMessage>
      ) : null}
      <FormMessage role="alert">{failure && !failure.field ? failure.text : null}</FormMessage>
      <Button type="submit" fullWidth loading={pending}>
        {t('common:submit')}
      </Button>
    </FormStack>
  );
}
