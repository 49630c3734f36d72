import type { RegisterRequest } from '@site/api-core/catalogue';
import { apiErrorOf, authApi } from '../auth-api';
import { linkIdOf } from '../rules/captcha-rules';
import { acceptRegistration, type AuthThunk, type LoginOutcome } from '../session/auth-flows';
import { pendingBinding, type SocialBinding } from '../session/pending';

/**
 * Automatic registration of a social identity (FIREBASECREATEACC3 on, SSOMANUALREG3 off):
 * registerUrl, registerMethod WEB, affiliateCode, domain, referralCode, channel, token, login
 * true; then the new member is signed in.
 */
export function autoRegister(
  binding: SocialBinding,
  context: { affiliateCode?: string; referralCode?: string; method?: 'POST' | 'PUT' },
): AuthThunk<LoginOutcome> {
  return async (dispatch, _getState, extra) => {
    const { storage } = extra.client;
    const linkId = linkIdOf(storage.getLocal('tid'));
    const smsTemplate = storage.getLocal('registerMessageTemplate');
    const request: RegisterRequest = {
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.host,
      firebaseChannel: binding.channel,
      login: true,
      ...(binding.firebaseIdToken ? { firebaseIdToken: binding.firebaseIdToken } : {}),
      ...(binding.telegramAuth ? { telegramAuth: binding.telegramAuth } : {}),
      ...(context.affiliateCode ? { affiliateCode: context.affiliateCode } : {}),
      ...(context.referralCode ? { referralCode: context.referralCode } : {}),
      ...(linkId ? { linkId } : {}),
      ...(smsTemplate ? { smsTemplate } : {}),
    };
    const result = await dispatch(
      authApi.endpoints.register.initiate({
        call: 'registerAutoUsername',
        request,
        ...(context.method ? { method: context.method } : {}),
      }),
    );
    const error = apiErrorOf(result);
    if (error || !result.data)
      return {
        kind: 'failed',
        error: error ?? { kind: 'parse', callId: 'registerAutoUsername' },
        captcha: false,
      };
    pendingBinding.clear();
    return dispatch(acceptRegistration(result.data, { defaultPassword: false }));
  };
}
