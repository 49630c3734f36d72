import { useFlag, type ThemeBehaviour } from '@site/theme';
import { useToast } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useSmsLoginCodeMutation } from '../auth-api';
import { checkCodeRequest, type RuleFailure } from '../rules/login-rules';
import { smsCountdownSeconds } from '../rules/session-rules';
import { mobileRuleOptions } from '../shared/merchant-behaviour';
import { e164, type ProviderSms } from '../sms/use-provider-sms';
import { useSmsCountdown, type SmsCountdown } from '../sms/use-sms-countdown';
import { providerErrorText } from '../social/provider-error-text';

export interface LoginCodeRequest {
  mobile: string;
  dialingCode: string;
  /** The slider is solved (GEETESTVCODE3 asks for it before a code). */
  sliderSolved: boolean;
}

export interface LoginCodeHandlers {
  /** A rule refused the request: its message goes by the field it names. */
  onRule: (rule: RuleFailure) => void;
  /** The number was refused in a way that clears it (section 4). */
  onClearMobile: () => void;
  /** A form-level message, or none. */
  onMessage: (text: string | null) => void;
}

export interface LoginCode {
  countdown: SmsCountdown;
  sending: boolean;
  send: (request: LoginCodeRequest) => Promise<void>;
}

/**
 * The SMS login tab's "send code" (account-access.md section 4): the number and dialing-code
 * rules, the slider first when GEETESTVCODE3 asks for it, then the platform's code call or the
 * identity provider's (ADR 0068), and the countdown that follows.
 */
export function useLoginCode(
  behaviour: ThemeBehaviour,
  providerSms: ProviderSms,
  { onRule, onClearMobile, onMessage }: LoginCodeHandlers,
): LoginCode {
  const { t } = useTranslation(['auth', 'errors']);
  const toast = useToast();
  const geetest = useFlag('GEETEST3');
  const geetestSms = useFlag('GEETESTVCODE3');
  const countdown = useSmsCountdown();
  const [requestCode, { isLoading: sendingCode }] = useSmsLoginCodeMutation();
  const [sendingProviderCode, setSendingProviderCode] = useState(false);

  const send = async ({ mobile, dialingCode, sliderSolved }: LoginCodeRequest) => {
    const checked = checkCodeRequest({
      mobile,
      dialingCode,
      ...mobileRuleOptions(behaviour),
      geetest,
      geetestSms,
      sliderSolved,
    });
    if (!checked.ok) {
      if (checked.failure.clear) onClearMobile();
      return onRule(checked.failure);
    }
    onMessage(null);
    if (providerSms.active) {
      setSendingProviderCode(true);
      try {
        await providerSms.send(e164(dialingCode, checked.value));
      } catch (error) {
        countdown.fail();
        return onMessage(providerErrorText(t, error));
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
      onMessage(error?.message ?? error?.errorCode ?? t('errors:unknown_error'));
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

  return { countdown, sending: sendingCode || sendingProviderCode, send };
}
