import { useSiteDispatch } from '@site/api-core';
import type { RegisterRequest } from '@site/api-core/catalogue';
import { useDialogs } from '@site/feature-api';
import { useFlag } from '@site/theme';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Loader,
  PasswordField,
  Tabs,
  TextField,
  useToast,
} from '@site/ui';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorOf, authApi, useSmsRegisterCodeMutation } from '../auth-api';
import { ImageCaptcha, SliderCaptcha, type SliderProof } from '@site/captcha';
import { AUTH_DIALOGS, INSECURE_DEFAULT_PASSWORD } from '../constants';
import { chooseCaptcha, linkIdOf, smsNeedsSlider } from '../rules/captcha-rules';
import { checkField, digitsOnly, rangeOf } from '../rules/field-rules';
import { checkDialingCode, checkMobileForCode, smsRegisterCodeRequest } from '../rules/login-rules';
import { landingAfterLogin } from '../rules/navigation-rules';
import {
  checkRegistration,
  registerFieldOrder,
  registerModes,
  type RegisterMode,
} from '../rules/register-rules';
import { smsCountdownSeconds } from '../rules/session-rules';
import { acceptRegistration } from '../session/auth-flows';
import { pendingBinding } from '../session/pending';
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
import { useSmsCountdown } from '../sms/use-sms-countdown';
import { providerDataOf, referralCodesOf } from '../social/referral-codes';
import { useRegisterSetup } from './use-register-setup';

export interface RegisterFormProps {
  variant: 'page' | 'modal';
  next?: string | null;
  onClose?: () => void;
  /** Start past the agreement (stories). */
  agreed?: boolean;
}

const PASSWORD_FIELDS = new Set(['password', 'verifyPwd', 'paymentPassword']);

/**
 * Registration (sections 2, 4, 5): the agreement first (ticked), then the username and mobile
 * tabs by flag, the server's field rules merged over the defaults, checks on blur, the captcha by
 * flags, the affiliate lookup at load and before submit, then register, automatic login, a
 * success dialog and home.
 */
export function RegisterForm({
  variant,
  next,
  onClose,
  agreed: startAgreed = false,
}: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const storage = useSiteStorage();
  const [search] = useSearchParams();
  const setup = useRegisterSetup();
  const usernameReg = useFlag('USERNAMEREG3');
  const mobileReg = useFlag('MOBILENUMREG3');
  const geetest = useFlag('GEETEST3');
  const geetestSms = useFlag('GEETESTVCODE3');
  const toast = useToast();
  const behaviour = useMerchantBehaviour();
  const { registrationMethod, agreementMessageKey } = behaviour;
  const { modes, showTabs } = registerModes({ usernameReg, mobileReg });
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const [step, setStep] = useState<'agreement' | 'form'>(startAgreed ? 'form' : 'agreement');
  const [agreed, setAgreed] = useState(true);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: referralCodesOf(search).affiliateCode ?? '',
  }));
  const [affiliateHidden, setAffiliateHidden] = useState(
    () => storage.getSession('hideAffiliate') === true,
  );
  const [affiliateNotice, setAffiliateNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [slider, setSlider] = useState<SliderProof | null>(null);
  const [pending, setPending] = useState(false);
  const [welcome, setWelcome] = useState<string | null>(null);
  // A default-password registration must change its password before the session opens.
  const [forcedChange, setForcedChange] = useState(false);
  const countdown = useSmsCountdown();
  const [requestCode, { isLoading: sendingCode }] = useSmsRegisterCodeMutation();
  const lookedUp = useRef(false);
  const { referralCode } = referralCodesOf(search);
  // The member's dialing code, or the visitor's from /wps/system/location.
  const { dialingCode: dialingCodeDefault, countryCode: siteCountry } = useDialingDefault();
  // The site's dialing code until the user picks one (mobile registration only).
  const [dialingChoice, setDialingChoice] = useState<string | null>(null);
  const dialingCode = dialingChoice ?? dialingCodeDefault;

  const captchaKind = chooseCaptcha({
    geetest,
    captchaEnabled: setup.captchaEnabled,
    ...captchaEnvironmentOf(behaviour),
  });
  const smsCode = mode === 'mobile' || setup.rules.verificationCode?.required === true;
  const fields = registerFieldOrder(setup.rules, setup.serverOrder, {
    mode,
    mobilePasswordSetting: setup.mobilePasswordSetting,
    captchaEnabled: captchaKind === 'image',
    smsCode,
    affiliateShown: !affiliateHidden && setup.rules.affiliateCode?.enabled === true,
  });

  /** A failed affiliate lookup: hide the field (setting 0, remembered) or notify and leave. */
  const affiliateFailed = (message: string | undefined) => {
    if (setup.affiliateSetting === 0) {
      storage.setSession('hideAffiliate', true);
      setAffiliateHidden(true);
      setValues((current) => ({ ...current, affiliateCode: '' }));
      return;
    }
    setAffiliateNotice(message ?? t('auth:affiliate_invalid_title'));
  };

  const checkAffiliate = async (code: string): Promise<boolean> => {
    const result = await dispatch(
      authApi.endpoints.affiliateCheck.initiate(
        { code, domain: window.location.host },
        { forceRefetch: true },
      ),
    );
    const error = apiErrorOf(result);
    if (error) {
      affiliateFailed(error.message);
      return false;
    }
    return true;
  };

  // The affiliate lookup at load, once the settings are known.
  useEffect(() => {
    if (setup.loading || lookedUp.current) return;
    lookedUp.current = true;
    const code = values.affiliateCode ?? '';
    if (code && !affiliateHidden && setup.rules.affiliateCode?.enabled) void checkAffiliate(code);
  });

  const set = (key: string) => (value: string) =>
    setValues((current) => ({
      ...current,
      [key]: setup.rules[key]?.numeric ? digitsOnly(value) : value,
    }));

  const sendCode = async () => {
    const checked = checkMobileForCode(values.mobileNum ?? '', mobileRuleOptions(behaviour));
    if (!checked.ok) {
      if (checked.failure.clear) setValues((current) => ({ ...current, mobileNum: '' }));
      setFailure({ text: t(`errors:${checked.failure.messageKey}`), field: 'mobileNum' });
      return;
    }
    const dialing = checkDialingCode(dialingCode);
    if (dialing)
      return setFailure({
        text: t(`errors:${dialing.messageKey}`, dialing.params),
        field: 'countryDialingCode',
      });
    // GEETESTVCODE3: with the slider on, the code is sent only once the slider is solved.
    if (smsNeedsSlider({ geetest, geetestSms, solved: slider !== null }))
      return setFailure({ text: t('errors:verify_first'), field: 'slider' });
    setFailure(null);
    const result = await requestCode(smsRegisterCodeRequest(checked.value, dialingCode));
    const error = apiErrorOf(result);
    if (error || !result.data) {
      countdown.fail();
      setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
      return;
    }
    countdown.start(smsCountdownSeconds('register', result.data));
    toast.show({ message: t('errors:code_sent'), tone: 'success' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const dialing = mode === 'mobile' ? checkDialingCode(dialingCode) : null;
    if (dialing) {
      setFailure({
        text: t(`errors:${dialing.messageKey}`, dialing.params),
        field: 'countryDialingCode',
      });
      return;
    }
    const checked = checkRegistration(values, {
      fields,
      rules: setup.rules,
      agreementRequired: setup.agreementRequired,
      agreed,
      agreementMessageKey,
      captchaEnabled: captchaKind === 'image',
      slider: captchaKind === 'slider',
      sliderSolved: slider !== null,
    });
    if (!checked.ok) {
      setFailure({
        text: t(`errors:${checked.failure.messageKey}`),
        ...(checked.failure.field ? { field: checked.failure.field } : {}),
      });
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      const entered = checked.value;
      if (
        entered.affiliateCode &&
        fields.includes('affiliateCode') &&
        !(await checkAffiliate(entered.affiliateCode))
      )
        return;
      const defaultPassword = mode === 'mobile' && setup.mobilePasswordSetting === '0';
      const linkId = linkIdOf(storage.getLocal('tid'));
      const { verifyPwd, ...rest } = entered;
      const request: RegisterRequest & Partial<SliderProof> & { captchaId?: string } = {
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')),
        ...(defaultPassword ? { password: INSECURE_DEFAULT_PASSWORD } : {}),
        ...(verifyPwd ? { confirmPassword: verifyPwd } : {}),
        ...(mode === 'mobile' && dialingCode ? { countryDialingCode: dialingCode } : {}),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.host,
        login: true,
        ...(referralCode ? { referralCode } : {}),
        ...(linkId ? { linkId } : {}),
        ...(captchaId ? { captchaId } : {}),
        ...(slider ?? {}),
        // After the bind dialog: the new account is bound to the social identity (section 4).
        ...providerDataOf(pendingBinding.get()),
      };
      const result = await dispatch(
        authApi.endpoints.register.initiate({
          call: mode === 'mobile' ? 'registerMobile' : 'register',
          request,
          method: registrationMethod,
        }),
      );
      const error = apiErrorOf(result);
      if (error || !result.data) {
        // On failure the captcha is reset (section 4).
        setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
        setValues((current) => ({ ...current, captcha: '' }));
        setCaptchaKey((key) => key + 1);
        setSlider(null);
        return;
      }
      const password = typeof request.password === 'string' ? request.password : '';
      const username = typeof request.username === 'string' ? request.username : '';
      const outcome = await dispatch(
        acceptRegistration(result.data, { defaultPassword, credentials: { username, password } }),
      );
      // Registration signs in; a failed sign-in never shows the welcome (ADR 0066).
      if (outcome.kind === 'failed') {
        setFailure({
          text: outcome.error.message ?? outcome.error.errorCode ?? t('errors:unknown_error'),
        });
        return;
      }
      pendingBinding.clear();
      setForcedChange(outcome.kind === 'change-password');
      setWelcome(result.data.customerName);
    } finally {
      setPending(false);
    }
  };

  const toLogin = () => {
    if (variant === 'page') void navigate('/login');
    else {
      onClose?.();
      dialogs.open(AUTH_DIALOGS.login, { next: next ?? null });
    }
  };

  if (step === 'agreement') {
    return (
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          if (!agreed)
            return setFailure({ text: t(`errors:${agreementMessageKey}`), field: 'agreement' });
          setFailure(null);
          setStep('form');
        }}
        aria-label={t('auth:agreement_title')}
      >
        <p>{t('auth:agreement_text')}</p>
        <Checkbox
          label={t('auth:agreement_accept')}
          checked={agreed}
          onCheckedChange={setAgreed}
          error={failure?.field === 'agreement' ? failure.text : undefined}
        />
        <Button type="submit" fullWidth>
          {t('auth:agreement_continue')}
        </Button>
      </FormStack>
    );
  }

  if (setup.loading) return <Loader showLabel />;

  const fieldNode = (key: string) => {
    const rule = setup.rules[key];
    if (!rule) return null;
    const label = t(`auth:field_${key}`);
    const common = {
      key,
      name: key,
      label,
      value: values[key] ?? '',
      onValueChange: set(key),
      required: rule.required,
      hint: t('common:field_range_hint', { field: label, range: rangeOf(rule) }),
      validate: (value: string) => {
        const check = checkField(rule, value.trim());
        return check.status === 'error'
          ? t(`errors:${check.messageKey}`, { range: check.params.range })
          : null;
      },
      error: failure?.field === key ? failure.text : undefined,
      trim: 'blur' as const,
      ...(rule.numeric ? { inputMode: 'numeric' as const } : {}),
      maxLength: rule.maxLength,
    };
    if (key === 'captcha')
      return (
        <ImageCaptcha
          key={key}
          value={values.captcha ?? ''}
          onValueChange={set('captcha')}
          refreshKey={captchaKey}
          onCaptchaId={setCaptchaId}
          {...(common.error ? { error: common.error } : {})}
        />
      );
    if (key === 'verificationCode')
      return (
        <TextField
          {...common}
          autoComplete="one-time-code"
          endSlot={
            <SmsCodeButton
              countdown={countdown}
              onRequest={() => void sendCode()}
              pending={sendingCode}
            />
          }
        />
      );
    if (PASSWORD_FIELDS.has(key)) return <PasswordField {...common} autoComplete="new-password" />;
    if (key === 'mobileNum' && mode === 'mobile')
      return (
        <Fragment key={key}>
          <DialingCodeSelect
            value={dialingCode}
            onValueChange={setDialingChoice}
            countryCode={siteCountry}
            {...(failure?.field === 'countryDialingCode' ? { error: failure.text } : {})}
          />
          <TextField {...common} autoComplete="tel-national" />
        </Fragment>
      );
    return (
      <TextField
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

  const form = (
    <>
      {fields.map(fieldNode)}
      {captchaKind === 'slider' ? (
        <SliderCaptcha
          onChange={setSlider}
          resetKey={captchaKey}
          {...(failure?.field === 'slider' ? { error: failure.text } : {})}
        />
      ) : null}
    </>
  );

  return (
    <>
      <FormStack
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('auth:register_title')}
      >
        {showTabs ? (
          <Tabs
            aria-label={t('auth:register_mode')}
            value={mode}
            onValueChange={(value) => {
              setMode(value === 'mobile' ? 'mobile' : 'username');
              setFailure(null);
              countdown.reset();
            }}
            fullWidth
            items={modes.map((id) => ({
              id,
              label: t(id === 'mobile' ? 'auth:tab_mobile_reg' : 'auth:tab_username_reg'),
              content: form,
            }))}
          />
        ) : (
          form
        )}
        <FormMessage role="alert">
          {failure &&
          (!failure.field ||
            (!fields.includes(failure.field) && failure.field !== 'countryDialingCode'))
            ? failure.text
            : null}
        </FormMessage>
        <Button type="submit" fullWidth loading={pending}>
          {t('auth:register_submit')}
        </Button>
        <LinkRow>
          <span>
            {t('auth:have_account')}{' '}
            <LinkButton type="button" onClick={toLogin}>
              {t('auth:login_now')}
            </LinkButton>
          </span>
        </LinkRow>
      </FormStack>
      {affiliateNotice ? (
        <ConfirmDialog
          open
          hideCancel
          title={t('auth:affiliate_invalid_title')}
          message={affiliateNotice}
          onClose={() => setAffiliateNotice(null)}
          onConfirm={() => window.location.assign(window.location.origin)}
        />
      ) : null}
      {welcome !== null ? (
        <ConfirmDialog
          open
          hideCancel
          title={t('auth:register_success_title')}
          message={t('auth:register_success_message', { name: welcome })}
          onClose={() => {
            setWelcome(null);
            onClose?.();
            if (forcedChange) dialogs.open(AUTH_DIALOGS.changePassword);
            else void navigate(landingAfterLogin(next, window.location.origin));
          }}
          onConfirm={() => undefined}
        />
      ) : null}
    </>
  );
}
