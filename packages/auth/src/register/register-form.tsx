import { useSiteDispatch } from '@site/api-core';
import { useFlag } from '@site/theme';
import { Button, Loader, Tabs } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorOf, authApi } from '../auth-api';
import { chooseCaptcha, linkIdOf } from '../rules/captcha-rules';
import { checkDialingCode, type RuleFailure } from '../rules/login-rules';
import {
  checkRegistration,
  registerFieldOrder,
  registerModes,
  type RegisterMode,
} from '../rules/register-rules';
import { acceptRegistration } from '../session/auth-flows';
import { pendingBinding } from '../session/pending';
import { FormMessage, FormStack } from '../shared/form-parts';
import { captchaEnvironmentOf, useMerchantBehaviour } from '../shared/merchant-behaviour';
import { useFormCaptcha } from '../shared/use-form-captcha';
import { useSiteStorage } from '../shared/use-site-storage';
import { providerDataOf, referralCodesOf } from '../social/referral-codes';
import { RegisterFields } from './register-fields';
import { RegisterLinks } from './register-links';
import { registerRequest, usesDefaultPassword } from './register-request';
import { RegisterWelcome, type RegisterWelcomeOf } from './register-welcome';
import { useRegisterAffiliate } from './use-register-affiliate';
import { useRegisterAgreement } from './use-register-agreement';
import { useRegisterSetup } from './use-register-setup';
import { useRegisterSms } from './use-register-sms';

export interface RegisterFormProps {
  variant: 'page' | 'modal';
  next?: string | null;
  onClose?: () => void;
  /** Start past the agreement (stories). */
  agreed?: boolean;
}

/**
 * Registration (sections 2, 4, 5): the agreement first (ticked), then the username and mobile
 * tabs by flag, the server's field rules merged over the defaults, checks on blur, the captcha by
 * flags, the affiliate lookup at load and before submit, then register, automatic login, a
 * success dialog and home. The agreement, the fields, "send code", the affiliate lookup, what a
 * registration sends, the login link and the success dialog live beside it (`register-*`,
 * `use-register-*`); the captcha is shared with the login form (`../shared/use-form-captcha.tsx`).
 */
export function RegisterForm({
  variant,
  next,
  onClose,
  agreed: startAgreed = false,
}: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const dispatch = useSiteDispatch();
  const storage = useSiteStorage();
  const [search] = useSearchParams();
  const setup = useRegisterSetup();
  const usernameReg = useFlag('USERNAMEREG3');
  const mobileReg = useFlag('MOBILENUMREG3');
  const geetest = useFlag('GEETEST3');
  const behaviour = useMerchantBehaviour();
  const { modes, showTabs } = registerModes({ usernameReg, mobileReg });
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const [step, setStep] = useState<'agreement' | 'form'>(startAgreed ? 'form' : 'agreement');
  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: referralCodesOf(search).affiliateCode ?? '',
  }));
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [welcome, setWelcome] = useState<RegisterWelcomeOf | null>(null);
  const { referralCode } = referralCodesOf(search);

  const agreement = useRegisterAgreement(() => setStep('form'));
  const setValue = (key: string, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const sms = useRegisterSms({
    onFailure: setFailure,
    onClearMobile: () => setValue('mobileNum', ''),
  });
  const affiliate = useRegisterAffiliate(setup, values.affiliateCode ?? '', () =>
    setValue('affiliateCode', ''),
  );
  const captchaKind = chooseCaptcha({
    geetest,
    captchaEnabled: setup.captchaEnabled,
    ...captchaEnvironmentOf(behaviour),
  });
  const captcha = useFormCaptcha(captchaKind, { numeric: setup.rules.captcha?.numeric });
  const fields = registerFieldOrder(setup.rules, setup.serverOrder, {
    mode,
    mobilePasswordSetting: setup.mobilePasswordSetting,
    captchaEnabled: captchaKind === 'image',
    smsCode: mode === 'mobile' || setup.rules.verificationCode?.required === true,
    affiliateShown: affiliate.shown,
  });

  /** A rule's refusal: its message by the field it names, or for the whole form. */
  const showRule = (rule: RuleFailure) =>
    setFailure({
      text: t(`errors:${rule.messageKey}`, rule.params),
      ...(rule.field ? { field: rule.field } : {}),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const dialing = mode === 'mobile' ? checkDialingCode(sms.dialingCode) : null;
    if (dialing) return showRule(dialing);
    const checked = checkRegistration(
      { ...values, captcha: captcha.text },
      {
        fields,
        rules: setup.rules,
        agreementRequired: setup.agreementRequired,
        // The form shows only once the agreement has been accepted (`useRegisterAgreement`).
        agreed: true,
        captchaEnabled: captchaKind === 'image',
        slider: captchaKind === 'slider',
        sliderSolved: captcha.sliderSolved,
      },
    );
    if (!checked.ok) return showRule(checked.failure);
    setFailure(null);
    setPending(true);
    try {
      const entered = checked.value;
      if (
        entered.affiliateCode &&
        fields.includes('affiliateCode') &&
        !(await affiliate.check(entered.affiliateCode))
      )
        return;
      const { mobilePasswordSetting } = setup;
      const defaultPassword = usesDefaultPassword({ mode, mobilePasswordSetting });
      const request = registerRequest(entered, {
        mode,
        mobilePasswordSetting,
        dialingCode: sms.dialingCode,
        page: { href: window.location.href, host: window.location.host },
        referralCode,
        linkId: linkIdOf(storage.getLocal('tid')),
        captcha: captcha.proof,
        providerData: providerDataOf(pendingBinding.get()),
      });
      const result = await dispatch(
        authApi.endpoints.register.initiate({
          call: mode === 'mobile' ? 'registerMobile' : 'register',
          request,
          method: behaviour.registrationMethod,
        }),
      );
      const error = apiErrorOf(result);
      if (error || !result.data) {
        // On failure the captcha is reset (section 4).
        setFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
        captcha.refused(captchaKind !== 'none');
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
      setWelcome({
        name: result.data.customerName,
        changePassword: outcome.kind === 'change-password',
      });
    } finally {
      setPending(false);
    }
  };

  if (step === 'agreement') return agreement;
  if (setup.loading) return <Loader showLabel />;

  const fieldError = (key: string) => (failure?.field === key ? failure.text : undefined);
  const form = (
    <>
      <RegisterFields
        fields={fields}
        rules={setup.rules}
        values={values}
        onValueChange={setValue}
        fieldError={fieldError}
        mode={mode}
        sms={sms}
        onSendCode={() => void sms.send(values.mobileNum ?? '', captcha.sliderSolved)}
      />
      {captcha.area(fieldError('slider'), fieldError('captcha'))}
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
              sms.countdown.reset();
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
        <RegisterLinks variant={variant} next={next} onClose={onClose} />
      </FormStack>
      {affiliate.notice}
      {welcome !== null ? (
        <RegisterWelcome
          {...welcome}
          next={next}
          onDismiss={() => setWelcome(null)}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
