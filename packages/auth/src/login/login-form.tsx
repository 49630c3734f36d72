import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import type { LoginRequest } from '@site/api-core/catalogue';
import { useFlag } from '@site/theme';
import { Button, Tabs } from '@site/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_PASSWORD_CHANGE_PATH } from '../constants';
import { ChangePasswordPanel } from '../password/change-password-panel';
import { chooseCaptcha } from '../rules/captcha-rules';
import {
  checkDialingCode,
  checkPasswordLogin,
  checkSmsLogin,
  passwordLoginType,
  type RuleFailure,
} from '../rules/login-rules';
import { finishPasswordChange, signIn, signInFreePlay } from '../session/auth-flows';
import {
  selectCaptchaRequired,
  selectCredentialsHidden,
  selectPasswordChange,
} from '../session/auth-slice';
import { FormMessage, FormStack } from '../shared/form-parts';
import {
  captchaEnvironmentOf,
  mobileRuleOptions,
  useMerchantBehaviour,
} from '../shared/merchant-behaviour';
import { useSiteStorage } from '../shared/use-site-storage';
import { useDialingDefault } from '../sms/use-dialing-default';
import { useProviderSms } from '../sms/use-provider-sms';
import { providerErrorText } from '../social/provider-error-text';
import type { SocialSignIn } from '../social/social-provider';
import { LoginLinks } from './login-links';
import { PasswordPanel, SmsPanel } from './login-panels';
import { SocialButtons } from './social-buttons';
import { useLoginCaptcha } from './use-login-captcha';
import { useLoginCode } from './use-login-code';
import { useLoginOutcome } from './use-login-outcome';

export type LoginTab = 'password' | 'sms';

/** The SMS tab's request also names the code as `verificationCode`. */
type CredentialsRequest = LoginRequest & { verificationCode?: string };

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
 * A forced password change replaces the form until it is done. The panels, the "send code" step,
 * the outcome of an attempt and the links live beside it (`login-panels.tsx`,
 * `use-login-code.ts`, `use-login-outcome.ts`, `login-links.tsx`).
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
  // The member's dialing code, or the visitor's from /wps/system/location.
  const { dialingCode: dialingCodeDefault, countryCode: siteCountry } = useDialingDefault();
  const smsLogin = useFlag('MOBILEVERCODELOGIN3');
  const mobileLogin = useFlag('MOBILELOGIN3');
  const freePlay = useFlag('FREEPLAY3');
  const forcedChange = useFlag('PWDEXPFORCECHANGE3');
  const geetest = useFlag('GEETEST3');
  const geetestSms = useFlag('GEETESTVCODE3');
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
  const [mobile, setMobile] = useState('');
  // The site's dialing code until the user picks one (the settings may arrive after mount).
  const [dialingChoice, setDialingChoice] = useState<string | null>(null);
  const dialingCode = dialingChoice ?? dialingCodeDefault;
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  // The merchant's smsProvider.firebase: codes go through the identity provider (ADR 0068).
  const providerSms = useProviderSms(socialSignIn);

  const captchaKind = chooseCaptcha({
    geetest,
    captchaEnabled: captchaRequired,
    ...captchaEnvironmentOf(behaviour),
  });
  const loginCaptcha = useLoginCaptcha(captchaKind);

  const showRule = (rule: RuleFailure) =>
    setFailure({
      text: t(`errors:${rule.messageKey}`, rule.params),
      ...(rule.field ? { field: rule.field } : {}),
    });

  const loginCode = useLoginCode(behaviour, providerSms, {
    onRule: showRule,
    onClearMobile: () => setMobile(''),
    onMessage: (text) => setFailure(text === null ? null : { text }),
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
    setMobile('');
    setCode('');
    loginCaptcha.clear();
    setFailure(null);
    loginCode.countdown.reset();
    providerSms.reset();
  };

  /** The request of the tab in use, or null when a rule refused it (its message is shown). */
  const credentialsRequest = async (): Promise<CredentialsRequest | null> => {
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
    const dialing = checkDialingCode(dialingCode);
    if (dialing) return (showRule(dialing), null);
    const checked = checkSmsLogin({ mobile, code }, mobileRuleOptions(behaviour));
    if (!checked.ok) {
      if (checked.failure.clear) setMobile('');
      return (showRule(checked.failure), null);
    }
    if (!providerSms.active)
      return {
        username: checked.value.mobile,
        password: checked.value.code,
        verificationCode: checked.value.code,
        type: 'sms',
        ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
      };
    // The provider checks the code and vouches for the number (firebaseMobileNo).
    try {
      return await providerSms.loginRequest(checked.value.code);
    } catch (error) {
      setFailure({ text: providerErrorText(t, error), field: 'code' });
      return null;
    }
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
  const smsPanel: ReactNode = (
    <SmsPanel
      dialingCode={dialingCode}
      onDialingCodeChange={setDialingChoice}
      countryCode={siteCountry}
      mobile={mobile}
      onMobileChange={setMobile}
      code={code}
      onCodeChange={setCode}
      countdown={loginCode.countdown}
      sending={loginCode.sending}
      onSendCode={() =>
        void loginCode.send({
          mobile,
          dialingCode,
          geetest,
          geetestSms,
          sliderSolved: loginCaptcha.sliderSolved,
        })
      }
      fieldError={fieldError}
    />
  );

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
