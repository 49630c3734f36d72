import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import type { LoginRequest } from '@site/api-core/catalogue';
import { useDialogs } from '@site/feature-api';
import { useFlag } from '@site/theme';
import { Button, Checkbox, PasswordField, Tabs, TextField, useToast } from '@site/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorOf, useSmsLoginCodeMutation } from '../auth-api';
import { ImageCaptcha, SliderCaptcha, type SliderProof } from '@site/captcha';
import { AFTER_PASSWORD_CHANGE_PATH, AUTH_DIALOGS } from '../constants';
import { ChangePasswordPanel } from '../password/change-password-panel';
import { chooseCaptcha, smsNeedsSlider } from '../rules/captcha-rules';
import { LOGIN_FIELD_RULES } from '../rules/field-rules';
import {
  checkDialingCode,
  checkMobileForCode,
  checkPasswordLogin,
  checkSmsLogin,
  passwordLoginType,
  type RuleFailure,
} from '../rules/login-rules';
import { landingAfterLogin } from '../rules/navigation-rules';
import { smsCountdownSeconds } from '../rules/session-rules';
import {
  abandonPasswordChange,
  finishPasswordChange,
  signIn,
  signInFreePlay,
  type LoginOutcome,
} from '../session/auth-flows';
import {
  selectCaptchaRequired,
  selectCredentialsHidden,
  selectPasswordChange,
} from '../session/auth-slice';
import { FormMessage, FormStack, LinkButton, LinkRow } from '../shared/form-parts';
import {
  captchaEnvironmentOf,
  mobileRuleOptions,
  useMerchantBehaviour,
} from '../shared/merchant-behaviour';
import { useSiteStorage } from '../shared/use-site-storage';
import { DialingCodeSelect } from '../sms/dialing-code-select';
import { useDialingDefault } from '../sms/use-dialing-default';
import { SmsCodeButton } from '../sms/sms-code-button';
import { e164, useProviderSms } from '../sms/use-provider-sms';
import { providerErrorText } from '../social/provider-error-text';
import { useSmsCountdown } from '../sms/use-sms-countdown';
import type { SocialSignIn } from '../social/social-provider';
import { SocialButtons } from './social-buttons';

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

const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/**
 * The login form of the page and the modal (section 2): username-and-password and SMS-code tabs,
 * the captcha area, remember me, free play, register and forgot-password links, social buttons.
 * A forced password change replaces the form until it is done.
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
  const dialogs = useDialogs();
  const toast = useToast();
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
  const { loginCaptchaReopensModal } = behaviour;
  const mobileRule = mobileRuleOptions(behaviour);
  const hideCredentialsOnCaptcha = loginCaptchaReopensModal && variant === 'modal';

  const [tab, setTab] = useState<LoginTab>(smsLogin ? defaultTab : 'password');
  const [username, setUsername] = useState(() => storage.lastUser() ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => storage.lastUser() !== undefined);
  const [mobile, setMobile] = useState('');
  // The site's dialing code until the user picks one (the settings may arrive after mount).
  const [dialingChoice, setDialingChoice] = useState<string | null>(null);
  const dialingCode = dialingChoice ?? dialingCodeDefault;
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [slider, setSlider] = useState<SliderProof | null>(null);
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const countdown = useSmsCountdown();
  const [requestCode, { isLoading: sendingCode }] = useSmsLoginCodeMutation();
  // The merchant's smsProvider.firebase: codes go through the identity provider (ADR 0068).
  const providerSms = useProviderSms(socialSignIn);
  const [sendingProviderCode, setSendingProviderCode] = useState(false);

  const captchaKind = chooseCaptcha({
    geetest,
    captchaEnabled: captchaRequired,
    ...captchaEnvironmentOf(behaviour),
  });

  const showRule = (rule: RuleFailure) =>
    setFailure({
      text: t(`errors:${rule.messageKey}`, rule.params),
      ...(rule.field ? { field: rule.field } : {}),
    });

  const switchTab = (value: string) => {
    const nextTab: LoginTab = value === 'sms' ? 'sms' : 'password';
    setTab(nextTab);
    // Switching clears the fields and the countdown (section 4).
    setUsername('');
    setPassword('');
    setMobile('');
    setCode('');
    setCaptcha('');
    setFailure(null);
    countdown.reset();
    providerSms.reset();
  };

  const land = () => {
    const target = landingAfterLogin(next, origin());
    if (variant === 'modal') {
      onClose?.();
      if (next) void navigate(target);
    } else void navigate(target);
  };

  /**
   * `sentCaptcha`: the refused request carried a captcha, which the server has now spent, so a
   * fresh one is asked for. A captcha that first appears with this refusal fetches its own on
   * mount; bumping the key too would fetch a second image a second later (the throttle's
   * trailing call) and replace the one the visitor is already reading.
   */
  const handleOutcome = (outcome: LoginOutcome, sentCaptcha = captchaKind !== 'none') => {
    switch (outcome.kind) {
      case 'signed-in':
        land();
        return;
      case 'change-password':
        setFailure(null);
        return;
      case 'second-factor':
        // The dialog goes on to the next page; from the login page that is `/` when none is
        // given (section 2), while the modal stays where the visitor is.
        dialogs.open(AUTH_DIALOGS.secondFactor, {
          next: variant === 'page' ? landingAfterLogin(next, origin()) : (next ?? null),
        });
        if (variant === 'modal') onClose?.();
        return;
      case 'bind-customer':
        dialogs.open(AUTH_DIALOGS.bindAccount, { next: next ?? null });
        if (variant === 'modal') onClose?.();
        return;
      case 'failed':
        setFailure({
          text: outcome.error.message ?? outcome.error.errorCode ?? t('errors:unknown_error'),
        });
        setCaptcha('');
        if (sentCaptcha) setCaptchaKey((key) => key + 1);
        setSlider(null);
        if (outcome.captcha && hideCredentialsOnCaptcha && variant === 'modal') {
          // The two-merchant variant: the modal is reopened with the credentials hidden.
          onClose?.();
          dialogs.open(AUTH_DIALOGS.login, { next: next ?? null });
        }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    let request: LoginRequest &
      Partial<SliderProof> & { captchaId?: string; verificationCode?: string };
    if (tab === 'password') {
      const checked = checkPasswordLogin({ username, password });
      if (!checked.ok) return showRule(checked.failure);
      request = {
        username: checked.value.username,
        password: checked.value.password,
        type: passwordLoginType(checked.value.username, mobileLogin),
      };
      if (checked.value.username !== username) setUsername(checked.value.username);
    } else {
      const dialing = checkDialingCode(dialingCode);
      if (dialing) return showRule(dialing);
      const checked = checkSmsLogin({ mobile, code }, mobileRule);
      if (!checked.ok) {
        if (checked.failure.clear) setMobile('');
        return showRule(checked.failure);
      }
      if (providerSms.active) {
        // The provider checks the code and vouches for the number (firebaseMobileNo).
        try {
          request = await providerSms.loginRequest(checked.value.code);
        } catch (error) {
          return setFailure({ text: providerErrorText(t, error), field: 'code' });
        }
      } else
        request = {
          username: checked.value.mobile,
          password: checked.value.code,
          verificationCode: checked.value.code,
          type: 'sms',
          ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
        };
    }
    if (captchaKind === 'slider') {
      if (!slider) return showRule({ messageKey: 'verify_first', field: 'slider' });
      request = { ...request, ...slider };
    }
    if (captchaKind === 'image')
      request = { ...request, captcha, ...(captchaId ? { captchaId } : {}) };
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

  const sendCode = async () => {
    const checked = checkMobileForCode(mobile, mobileRule);
    if (!checked.ok) {
      if (checked.failure.clear) setMobile('');
      return showRule(checked.failure);
    }
    const dialing = checkDialingCode(dialingCode);
    if (dialing) return showRule(dialing);
    if (smsNeedsSlider({ geetest, geetestSms, solved: slider !== null }))
      return showRule({ messageKey: 'verify_first', field: 'slider' });
    setFailure(null);
    if (providerSms.active) {
      setSendingProviderCode(true);
      try {
        await providerSms.send(e164(dialingCode, checked.value));
      } catch (error) {
        countdown.fail();
        return setFailure({ text: providerErrorText(t, error) });
      } finally {
        setSendingProviderCode(false);
      }
      // The provider gives no expiry: the fixed 120 s of the other flavour (section 4).
      countdown.start(smsCountdownSeconds('login-120', {}));
      toast.show({ message: t('errors:code_sent'), tone: 'success' });
      return;
    }
    const result = await requestCode({
      mobileNum: checked.value,
      ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
    });
    const error = apiErrorOf(result);
    if (error || !result.data) {
      countdown.fail();
      setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
      return;
    }
    countdown.start(
      smsCountdownSeconds(
        behaviour.loginCodeCountdown === 'fixed-120' ? 'login-120' : 'login',
        result.data,
      ),
    );
    toast.show({ message: t('errors:code_sent'), tone: 'success' });
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

  const hideCredentials = credentialsHidden && hideCredentialsOnCaptcha;
  const fieldError = (field: string) => (failure?.field === field ? failure.text : undefined);

  const passwordPanel: ReactNode = (
    <>
      {hideCredentials ? null : (
        <>
          <TextField
            label={t('common:username')}
            placeholder={t('auth:username_placeholder')}
            value={username}
            onValueChange={setUsername}
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
            onValueChange={setPassword}
            error={fieldError('password')}
            name="password"
          />
        </>
      )}
      <Checkbox
        label={t('common:remember_me')}
        checked={rememberMe}
        onCheckedChange={setRememberMe}
      />
    </>
  );

  const smsPanel: ReactNode = (
    <>
      <DialingCodeSelect
        value={dialingCode}
        onValueChange={setDialingChoice}
        countryCode={siteCountry}
        {...(fieldError('countryDialingCode') ? { error: fieldError('countryDialingCode') } : {})}
      />
      <TextField
        label={t('common:mobile_number')}
        placeholder={t('auth:mobile_placeholder')}
        value={mobile}
        onValueChange={setMobile}
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
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_FIELD_RULES.sms.maxLength}
        error={fieldError('code')}
        name="code"
        endSlot={
          <SmsCodeButton
            countdown={countdown}
            onRequest={() => void sendCode()}
            pending={sendingCode || sendingProviderCode}
          />
        }
      />
    </>
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
      {captchaKind === 'image' ? (
        <ImageCaptcha
          value={captcha}
          onValueChange={setCaptcha}
          refreshKey={captchaKey}
          onCaptchaId={setCaptchaId}
        />
      ) : null}
      {captchaKind === 'slider' ? (
        <SliderCaptcha
          onChange={setSlider}
          resetKey={captchaKey}
          {...(failure?.field === 'slider' ? { error: failure.text } : {})}
        />
      ) : null}
      <FormMessage role="alert">{failure && !failure.field ? failure.text : null}</FormMessage>
      <Button type="submit" fullWidth loading={pending}>
        {t('common:login')}
      </Button>
      {freePlay ? (
        <Button variant="secondary" fullWidth onClick={() => void playFree()} disabled={pending}>
          {t('common:free_play')}
        </Button>
      ) : null}
      <LinkRow>
        {showRegister ? (
          <span>
            {t('auth:no_account')}{' '}
            {variant === 'page' ? (
              <LinkButton type="button" onClick={() => void navigate('/register')}>
                {t('auth:register_now')}
              </LinkButton>
            ) : (
              <LinkButton
                type="button"
                onClick={() => {
                  onClose?.();
                  dialogs.open(AUTH_DIALOGS.register);
                }}
              >
                {t('auth:register_now')}
              </LinkButton>
            )}
          </span>
        ) : null}
        <LinkButton type="button" onClick={() => dialogs.open(AUTH_DIALOGS.forgotPassword)}>
          {t('common:forgot_password')}
        </LinkButton>
      </LinkRow>
      <SocialButtons
        next={next ?? null}
        onDone={handleOutcome}
        {...(socialSignIn ? { socialSignIn } : {})}
      />
    </FormStack>
  );
}

/** Leaves a pending forced change (the modal closed without changing). */
export function useAbandonPasswordChange() {
  const dispatch = useSiteDispatch();
  return () => void dispatch(abandonPasswordChange());
}
