import type { RegisterRequest } from '@site/api-core/catalogue';
import { INSECURE_DEFAULT_PASSWORD } from '../constants';
import type { RegisterMode } from '../rules/register-rules';
import type { CaptchaProof } from '../shared/use-form-captcha';

/** The registration's payload: the request and the captcha's proof. */
export type RegisterPayload = RegisterRequest & CaptchaProof;

export interface RegisterRequestContext {
  mode: RegisterMode;
  /** The mobile registration's password setting: '0' has no password field. */
  mobilePasswordSetting: string;
  /** The chosen dialing code, sent with a mobile registration. */
  dialingCode: string;
  /** The page the registration is made on. */
  page: { href: string; host: string };
  /** The referral code the visitor came with. */
  referralCode?: string | undefined;
  /** The stored `tid`, when it is one (`linkIdOf`). */
  linkId?: string | undefined;
  /** The image's captcha id or the solved slider's proof (the typed characters are a field). */
  captcha: Omit<CaptchaProof, 'captcha'>;
  /** After the bind dialog: the social identity the new account is bound to (section 4). */
  providerData: Pick<RegisterRequest, 'firebaseChannel' | 'firebaseIdToken' | 'telegramAuth'>;
}

/** A mobile registration without a password field registers with the default password. */
export function usesDefaultPassword(
  context: Pick<RegisterRequestContext, 'mode' | 'mobilePasswordSetting'>,
): boolean {
  return context.mode === 'mobile' && context.mobilePasswordSetting === '0';
}

/**
 * What a registration sends (section 5) for the checked fields: the filled ones, the
 * confirmation as `confirmPassword`, the default password when there is no password field, the
 * dialing code of a mobile registration, the page, automatic login, the referral code and link id
 * the visitor came with, the captcha's proof and the identity to bind.
 */
export function registerRequest(
  entered: Readonly<Record<string, string>>,
  context: RegisterRequestContext,
): RegisterPayload {
  const { mode, dialingCode, referralCode, linkId } = context;
  const { verifyPwd, ...rest } = entered;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')),
    ...(usesDefaultPassword(context) ? { password: INSECURE_DEFAULT_PASSWORD } : {}),
    ...(verifyPwd ? { confirmPassword: verifyPwd } : {}),
    ...(mode === 'mobile' && dialingCode ? { countryDialingCode: dialingCode } : {}),
    registerUrl: context.page.href,
    registerMethod: 'WEB',
    domain: context.page.host,
    login: true,
    ...(referralCode ? { referralCode } : {}),
    ...(linkId ? { linkId } : {}),
    ...context.captcha,
    ...context.providerData,
  };
}
