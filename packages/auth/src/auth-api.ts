import { callArgs, siteApi, type ApiError } from '@site/api-core';
import type {
  AffiliateCheckRequest,
  AffiliateCheckResponse,
  CaptchaImage,
  ChangePasswordRequest,
  Country,
  GeetestChallenge,
  LocationInfo,
  LoginRequest,
  LoginResponse,
  LoginVerificationRequest,
  PasswordEmailRequest,
  PasswordSmsRequest,
  PasswordVerificationRequest,
  RegisterRequest,
  RegisterResponse,
  RegisterSettings,
  SecurityConfig,
  SmsCodeResponse,
  SmsLoginCodeRequest,
  SmsRegisterCodeRequest,
  TelegramLoginRequest,
  TelegramLoginSetting,
} from '@site/api-core/catalogue';
import { AUTH_LIMITS } from './constants';

/** The registration answer: the result plus the login fields when `login: true` was sent. */
export type RegisterResult = RegisterResponse &
  Partial<LoginResponse> & { defaultPassword?: boolean };

export type RegisterCall = 'register' | 'registerMobile' | 'registerAutoUsername';

/**
 * The platform calls of account access, injected into the site's one base API (ADR 0050).
 * Every call is a catalogue entry: the client adds the headers, the cipher, the device id and
 * the keep-alive of logout. Captcha and slider challenges are mutations because each call
 * issues a new challenge (nothing to cache).
 */
/** Auth's own tag types (ADR 0064: each feature declares the tags it uses where it injects). */
const AUTH_TAGS = ['AuthSecurity', 'AuthRegisterSettings'] as const;

export const authApi = siteApi.enhanceEndpoints({ addTagTypes: AUTH_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (request) => callArgs('login', request, { noAlert: true }),
    }),
    loginVerification: build.mutation<LoginResponse, LoginVerificationRequest>({
      query: (request) => callArgs('loginVerification', request, { noAlert: true }),
    }),
    loginFreePlay: build.mutation<LoginResponse, void>({
      query: () => callArgs('loginFreePlay'),
    }),
    loginTelegram: build.mutation<LoginResponse, TelegramLoginRequest>({
      query: (request) => callArgs('loginTelegram', request, { noAlert: true }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => callArgs('logout'),
    }),
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (request) => callArgs('changePassword', request, { noAlert: true }),
    }),
    passwordEmail: build.mutation<unknown, PasswordEmailRequest>({
      query: (request) => callArgs('passwordEmail', request, { noAlert: true }),
    }),
    passwordSms: build.mutation<unknown, PasswordSmsRequest>({
      query: (request) => callArgs('passwordSms', request, { noAlert: true }),
    }),
    /** The SMS password reset's last step (encrypted; ADR 0068). */
    passwordVerification: build.mutation<unknown, PasswordVerificationRequest>({
      query: (request) => callArgs('passwordVerification', request, { noAlert: true }),
    }),
    smsLoginCode: build.mutation<SmsCodeResponse, SmsLoginCodeRequest>({
      query: (request) => callArgs('smsLoginCode', request, { noAlert: true }),
    }),
    smsRegisterCode: build.mutation<SmsCodeResponse, SmsRegisterCodeRequest>({
      query: (request) => callArgs('smsRegisterCode', request, { noAlert: true }),
    }),
    securityConfig: build.query<SecurityConfig, void>({
      query: () => callArgs('securityConfig'),
      providesTags: ['AuthSecurity'],
    }),
    register: build.mutation<
      RegisterResult,
      { call: RegisterCall; request: RegisterRequest; method?: 'POST' | 'PUT' }
    >({
      query: ({ call, request, method }) =>
        callArgs(call, request, { noAlert: true, ...(method ? { method } : {}) }),
    }),
    affiliateCheck: build.query<AffiliateCheckResponse, AffiliateCheckRequest>({
      query: (request) => callArgs('affiliateCheck', request, { noAlert: true }),
    }),
    captcha: build.mutation<CaptchaImage, void>({
      query: () => callArgs('captcha', undefined, { noAlert: true }),
    }),
    captchaGeetest: build.mutation<GeetestChallenge, void>({
      query: () =>
        callArgs('captchaGeetest', undefined, {
          noAlert: true,
          timeoutMs: AUTH_LIMITS.sliderTimeoutMs,
        }),
    }),
    registerSettings: build.query<RegisterSettings & Record<string, unknown>, void>({
      query: () => callArgs('registerSettings', undefined, { cache: true }),
      providesTags: ['AuthRegisterSettings'],
    }),
    /** Countries and dialing codes for the dialing-code selector (cached, section 7). */
    dialingCountries: build.query<Country[], void>({
      query: () => callArgs('systemCountry', undefined, { cache: true }),
    }),
    /**
     * Where the visitor is (`GET /wps/system/location`): the default dialing code and country of
     * the SMS login and the mobile registration before anyone signs in. Cached; a failure only
     * leaves the selector on "no dialing code", so it never alerts.
     */
    visitorLocation: build.query<LocationInfo | null, void>({
      query: () => callArgs('systemLocation', undefined, { cache: true, noAlert: true }),
    }),
    telegramLoginSetting: build.query<TelegramLoginSetting, void>({
      query: () => callArgs('relay.WPSCORE_getTelegramLoginSetting'),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLoginMutation,
  useLoginVerificationMutation,
  useLoginFreePlayMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  usePasswordEmailMutation,
  usePasswordSmsMutation,
  usePasswordVerificationMutation,
  useSmsLoginCodeMutation,
  useSmsRegisterCodeMutation,
  useSecurityConfigQuery,
  useRegisterMutation,
  useLazyAffiliateCheckQuery,
  useCaptchaMutation,
  useCaptchaGeetestMutation,
  useRegisterSettingsQuery,
  useTelegramLoginSettingQuery,
  useDialingCountriesQuery,
  useVisitorLocationQuery,
} = authApi;

/** The `ApiError` of an RTK Query result, when the call failed. */
export function apiErrorOf(result: { error?: unknown }): ApiError | undefined {
  const error = result.error;
  if (typeof error === 'object' && error !== null && 'kind' in error && 'callId' in error)
    return error as ApiError;
  return undefined;
}

/** A failed login whose value carries a captcha field asks for the captcha box. */
export function errorAsksForCaptcha(error: ApiError | undefined): boolean {
  const value = error?.value;
  return (
    typeof value === 'object' &&
    value !== null &&
    'captcha' in value &&
    Boolean((value as { captcha: unknown }).captcha)
  );
}
