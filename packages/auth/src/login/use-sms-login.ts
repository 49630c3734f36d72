import type { LoginRequest } from '@site/api-core/catalogue';
import type { ThemeBehaviour } from '@site/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDialingCode, checkSmsLogin, type RuleFailure } from '../rules/login-rules';
import { mobileRuleOptions } from '../shared/merchant-behaviour';
import { useDialingDefault } from '../sms/use-dialing-default';
import { useProviderSms } from '../sms/use-provider-sms';
import { providerErrorText } from '../social/provider-error-text';
import type { SocialSignIn } from '../social/social-provider';
import type { SmsPanelProps } from './login-panels';
import { useLoginCode } from './use-login-code';

/** The SMS tab's request also names the code as `verificationCode`. */
export type SmsLoginRequest = LoginRequest & { verificationCode?: string };

export interface SmsLoginHandlers {
  /** A rule refused the number, the dialing code or the code. */
  onRule: (rule: RuleFailure) => void;
  /** A message by a field, or a form-level one (no field), or none. */
  onFailure: (failure: { text: string; field?: string } | null) => void;
}

export interface SmsLogin {
  /** The panel's props, but for the field errors, which are the form's. */
  panel: Omit<SmsPanelProps, 'fieldError'>;
  /** The login request for what was typed; null when a rule or the provider refused it. */
  request: () => Promise<SmsLoginRequest | null>;
  /** Clears the number, the code, the countdown and a pending provider code (tab switch). */
  reset: () => void;
}

/**
 * The SMS-code tab of the login form (account-access.md sections 2 and 4): its fields, the
 * dialing code (the site's until one is picked), "send code", and the request it makes, through
 * the platform or, with the merchant's `smsProvider.firebase`, the identity provider (ADR 0068).
 */
export function useSmsLogin(
  behaviour: ThemeBehaviour,
  socialSignIn: SocialSignIn | undefined,
  sliderSolved: boolean,
  { onRule, onFailure }: SmsLoginHandlers,
): SmsLogin {
  const { t } = useTranslation(['auth', 'errors']);
  const [mobile, setMobile] = useState('');
  // The member's dialing code, or the visitor's from /wps/system/location; the settings may
  // arrive after mount, so it is the default until the user picks one.
  const { dialingCode: dialingCodeDefault, countryCode } = useDialingDefault();
  const [dialingChoice, setDialingChoice] = useState<string | null>(null);
  const dialingCode = dialingChoice ?? dialingCodeDefault;
  const [code, setCode] = useState('');
  const providerSms = useProviderSms(socialSignIn);
  const loginCode = useLoginCode(behaviour, providerSms, {
    onRule,
    onClearMobile: () => setMobile(''),
    onMessage: (text) => onFailure(text === null ? null : { text }),
  });

  const request = async (): Promise<SmsLoginRequest | null> => {
    const dialing = checkDialingCode(dialingCode);
    if (dialing) return (onRule(dialing), null);
    const checked = checkSmsLogin({ mobile, code }, mobileRuleOptions(behaviour));
    if (!checked.ok) {
      if (checked.failure.clear) setMobile('');
      return (onRule(checked.failure), null);
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
      onFailure({ text: providerErrorText(t, error), field: 'code' });
      return null;
    }
  };

  return {
    panel: {
      dialingCode,
      onDialingCodeChange: setDialingChoice,
      countryCode,
      mobile,
      onMobileChange: setMobile,
      code,
      onCodeChange: setCode,
      countdown: loginCode.countdown,
      sending: loginCode.sending,
      onSendCode: () => void loginCode.send({ mobile, dialingCode, sliderSolved }),
    },
    request,
    reset: () => {
      setMobile('');
      setCode('');
      loginCode.countdown.reset();
      providerSms.reset();
    },
  };
}
