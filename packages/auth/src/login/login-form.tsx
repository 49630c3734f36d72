import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import { useFlag } from '@site/theme';
import { Button, Tabs } from '@site/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_PASSWORD_CHANGE_PATH } from '../constants';
import { ChangePasswordPanel } from '../password/change-password-panel';
import { chooseCaptcha } from '../rules/captcha-rules';
import { checkPasswordLogin, passwordLoginType, type RuleFailure } from '../rules/login-rules';
import { finishPasswordChange, signIn, signInFreePlay } from '../session/auth-flows';
import {
  selectCaptchaRequired,
  selectCredentialsHidden,
  selectPasswordChange,
} from '../session/auth-slice';
import { FormMessage, FormStack } from '../shared/form-parts';
import { captchaEnvironmentOf, useMerchantBehaviour } from '../shared/merchant-behaviour';
import { useFormCaptcha } from '../shared/use-form-captcha';
import { useSiteStorage } from '../shared/use-site-storage';
import type { SocialSignIn } from '../social/social-provider';
import { LoginLinks } from './login-links';
import { PasswordPanel, SmsPanel } from './login-panels';
import { SocialButtons } from './social-buttons';
import { useLoginOutcome } from './use-login-outcome';
import { useSmsLogin, type SmsLoginRequest } from './use-sms-login';

export type LoginTab = 'password' | 'sms';

export interface LoginFormProps {
  /** The page navigates to the landing; the modal closes (and follows `next` when given). */
  variant: 'page' | 'modal';
  /** The page to go to after login; honoured only when it stays on this site. */
  next?: string | null;
  /** Closes the modal (variant `modal`). */
  onClose?: () => void;
  /** Replaces the identity provider: its popups and its SMS channel (stories, tests). */
  socialSignIn?: SocialSignIn;
  /** Registration is enabled (the register link shows). Defaults to USERNAMEREG3 or MOBILENUMREG3. */
  registerEnabled?: boolean;
  /** Start on a tab (stories). */
  defaultTab?: LoginTab;
}

/**
 * The login form of the page and the modal (section 2): username-and-password and SMS-code tabs,
 * the captcha area, remember me, free play, register and forgot-password links, social buttons.
 * A forced password change replaces the form until it is done. The panels, the SMS tab's state
 * and request, the outcome of an attempt and the links live beside it (`login-panels.tsx`,
 * `use-sms-login.ts`, `use-login-outcome.ts`, `login-links.tsx`); the captcha, which the
 * registration form shares, is `../shared/use-form-captcha.tsx`.
 */
export function LoginForm({
  variant,
  next,
  onClose,
  socialSignIn,
  registerEnabled,
  defaultTab = 'password',
}: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const storage = useSiteStorage();
  const passwordChange = useSiteSelector(selectPasswordChange);
  const captchaRequired = useSiteSelector(selectCaptchaRequired);
  const credentialsHidden = useSiteSelector(selectCredentialsHidden);
  const smsLogin = useFlag('MOBILEVERCODELOGIN3');
  const mobileLogin = useFlag('MOBILELOGIN3');
  const freePlay = useFlag('FREEPLAY3');
  const forcedChange = useFlag('PWDEXPFORCECHANGE3');
  const geetest = useFlag('GEETEST3');
  const usernameReg = useFlag('USERNAMEREG3');
  const mobileReg = useFlag('MOBILENUMREG3');
  const showRegister = registerEnabled ?? (usernameReg || mobileReg);
  // The two-merchant variant is the skin's setting (theme contract `behaviour`), not a prop.
  // Only the modal can be reopened; the page keeps its inputs and shows the captcha box.
  const behaviour = useMerchantBehaviour();
  const hideCredentialsOnCaptcha = behaviour.loginCaptchaReopensModal && variant === 'modal';

  const [tab, setTab] = useState<LoginTab>(smsLogin ? defaultTab : 'password');
  const [username, setUsername] = useState(() => storage.lastUser() ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => storage.lastUser() !== undefined);
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);

  const captchaKind = chooseCaptcha({
    geetest,
    captchaEnabled: captchaRequired,
    ...captchaEnvironmentOf(behaviour),
  });
  const loginCaptcha = useFormCaptcha(captchaKind);

  const showRule = (rule: RuleFailure) =>
    setFailure({
      text: t(`errors:${rule.messageKey}`, rule.params),
      ...(rule.field ? { field: rule.field } : {}),
    });

  const sms = useSmsLogin(behaviour, socialSignIn, loginCaptcha.sliderSolved, {
    onRule: showRule,
    onFailure: setFailure,
  });

  // The outcome is handled by the render that sent the request, so `captchaKind` says whether
  // that request carried a captcha, which the server has now spent.
  const handleOutcome = useLoginOutcome({
    variant,
    next,
    onClose,
    hideCredentialsOnCaptcha,
    onChangePassword: () => setFailure(null),
    onFailed: ({ error }) => {
      setFailure({ text: error.message ?? error.errorCode ?? t('errors:unknown_error') });
      loginCaptcha.refused(captchaKind !== 'none');
    },
  });

  const switchTab = (value: string) => {
    setTab(value === 'sms' ? 'sms' : 'password');
    // Switching clears the fields and the countdown (section 4).
    setUsername('');
    setPassword('');
    sms.reset();
    loginCaptcha.clear();
    setFailure(null);
  };

  /** The request of the tab in use, or null when a rule refused it (its message is shown). */
  const credentialsRequest = async (): Promise<SmsLoginRequest | null> => {
    if (tab === 'password') {
      const checked = checkPasswordLogin({ username, password });
      if (!checked.ok) return (showRule(checked.failure), null);
      if (checked.value.username !== username) setUsername(checked.value.username);
      return {
        username: checked.value.username,
        password: checked.value.password,
        type: passwordLoginType(checked.value.username, mobileLogin),
      };
    }
    return sms.request();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const credentials = await credentialsRequest();
    if (!credentials) return;
    const request = loginCaptcha.attach(credentials);
    if (!request) return showRule({ messageKey: 'verify_first', field: 'slider' });
    setFailure(null);
    setPending(true);
    try {
      handleOutcome(
        await dispatch(
          signIn(request, {
            forcedChange,
            ...(tab === 'password' ? { password } : {}),
            rememberMe,
            hideCredentialsOnCaptcha,
          }),
        ),
      );
    } finally {
      setPending(false);
    }
  };

  const playFree = async () => {
    setPending(true);
    try {
      handleOutcome(await dispatch(signInFreePlay()));
    } finally {
      setPending(false);
    }
  };

  if (passwordChange) {
    return (
      <ChangePasswordPanel
        reason={passwordChange}
        onChanged={() => {
          void dispatch(finishPasswordChange()).then((done) => {
            if (!done.ok) return;
            onClose?.();
            void navigate(AFTER_PASSWORD_CHANGE_PATH);
          });
        }}
      />
    );
  }

  const fieldError = (field: string) => (failure?.field === field ? failure.text : undefined);
  const passwordPanel: ReactNode = (
    <PasswordPanel
      username={username}
      onUsernameChange={setUsername}
      password={password}
      onPasswordChange={setPassword}
      rememberMe={rememberMe}
      onRememberMeChange={setRememberMe}
      hideCredentials={credentialsHidden && hideCredentialsOnCaptcha}
      fieldError={fieldError}
    />
  );
  const smsPanel: ReactNode = <SmsPanel {...sms.panel} fieldError={fieldError} />;

  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:login_title')}
    >
      {smsLogin ? (
        <Tabs
          aria-label={t('auth:login_method')}
          value={tab}
          onValueChange={switchTab}
          fullWidth
          items={[
            { id: 'password', label: t('auth:tab_password'), content: passwordPanel },
            { id: 'sms', label: t('auth:tab_sms'), content: smsPanel },
          ]}
        />
      ) : (
        passwordPanel
      )}
      {loginCaptcha.area(failure?.field === 'slider' ? failure.text : undefined)}
      <FormMessage role="alert">{failure && !failure.field ? failure.text : null}</FormMessage>
      <Button type="submit" fullWidth loading={pending}>
        {t('common:login')}
      </Button>
      {freePlay ? (
        <Button variant="secondary" fullWidth onClick={() => void playFree()} disabled={pending}>
          {t('common:free_play')}
        </Button>
      ) : null}
      <LoginLinks variant={variant} showRegister={showRegister} onClose={onClose} />
      <SocialButtons
        next={next ?? null}
        onDone={handleOutcome}
        {...(socialSignIn ? { socialSignIn } : {})}
      />
    </FormStack>
  );
}
