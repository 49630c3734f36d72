import { useFlag } from '@site/theme';
import { useToast } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useSmsRegisterCodeMutation } from '../auth-api';
import { checkCodeRequest, smsRegisterCodeRequest } from '../rules/login-rules';
import { smsCountdownSeconds } from '../rules/session-rules';
import { mobileRuleOptions, useMerchantBehaviour } from '../shared/merchant-behaviour';
import { useDialingDefault } from '../sms/use-dialing-default';
import { useSmsCountdown, type SmsCountdown } from '../sms/use-sms-countdown';

export interface RegisterSmsHandlers {
  /** A message by a field, or a form-level one (no field), or none. */
  onFailure: (failure: { text: string; field?: string } | null) => void;
  /** The number was refused in a way that clears it (section 4). */
  onClearMobile: () => void;
}

export interface RegisterSms {
  /** The dialing code sent with the number: the site's until the visitor picks one. */
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  /** The site's country, preferred when several share a dialing code. */
  countryCode: string | null;
  countdown: SmsCountdown;
  sending: boolean;
  /** "Send code" for the number typed; the slider's state for GEETESTVCODE3. */
  send: (mobile: string, sliderSolved: boolean) => Promise<void>;
}

/**
 * The registration's dialing code and "send code" (account-access.md sections 4 and 5): the
 * number and dialing-code rules, the slider first when GEETESTVCODE3 asks for it, the code request
 * with the dialing code, then its countdown and a toast.
 */
export function useRegisterSms({ onFailure, onClearMobile }: RegisterSmsHandlers): RegisterSms {
  const { t } = useTranslation(['auth', 'errors']);
  const behaviour = useMerchantBehaviour();
  const toast = useToast();
  const geetest = useFlag('GEETEST3');
  const geetestSms = useFlag('GEETESTVCODE3');
  const countdown = useSmsCountdown();
  const [requestCode, { isLoading: sending }] = useSmsRegisterCodeMutation();
  // The member's dialing code, or the visitor's from /wps/system/location.
  const { dialingCode: dialingCodeDefault, countryCode } = useDialingDefault();
  // The site's dialing code until the user picks one (mobile registration only).
  const [dialingChoice, setDialingChoice] = useState<string | null>(null);
  const dialingCode = dialingChoice ?? dialingCodeDefault;

  const send = async (mobile: string, sliderSolved: boolean) => {
    const checked = checkCodeRequest({
      mobile,
      dialingCode,
      ...mobileRuleOptions(behaviour),
      geetest,
      geetestSms,
      sliderSolved,
    });
    if (!checked.ok) {
      const { failure } = checked;
      if (failure.clear) onClearMobile();
      // The registration form names the number's field `mobileNum`.
      return onFailure({
        text: t(`errors:${failure.messageKey}`, failure.params),
        field: !failure.field || failure.field === 'mobile' ? 'mobileNum' : failure.field,
      });
    }
    onFailure(null);
    const result = await requestCode(smsRegisterCodeRequest(checked.value, dialingCode));
    const error = apiErrorOf(result);
    if (error || !result.data) {
      countdown.fail();
      onFailure({ text: error?.message ?? error?.errorCode ?? t('errors:unknown_error') });
      return;
    }
    countdown.start(smsCountdownSeconds('register', result.data));
    toast.show({ message: t('errors:code_sent'), tone: 'success' });
  };

  return {
    dialingCode,
    onDialingCodeChange: setDialingChoice,
    countryCode,
    countdown,
    sending,
    send,
  };
}
