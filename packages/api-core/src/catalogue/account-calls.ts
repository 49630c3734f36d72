import { defineCall } from './define';
import type {
  AffiliateCheckRequest,
  AffiliateCheckResponse,
  AvatarIcon,
  CaptchaImage,
  ChangePasswordRequest,
  ConsolidatedFunds,
  Country,
  GeetestChallenge,
  LanguageRequest,
  LoginRequest,
  LoginResponse,
  LoginVerificationRequest,
  MemberInfo,
  PasswordEmailRequest,
  PasswordSmsRequest,
  PasswordVerificationRequest,
  RegisterRequest,
  RegisterResponse,
  RegisterSettings,
  RsaPublicKey,
  SecurityConfig,
  SmsCodeResponse,
  SmsLoginCodeRequest,
  SmsRegisterCodeRequest,
  TelegramLoginRequest,
  WalletBalanceRequest,
  WalletBalanceResponse,
} from './shapes/account';
import type { NoPayload, Unspecified } from './shapes/common';
import type {
  ConsolidatedSettings,
  DomainRouteResponse,
  LocationInfo,
  PermissionInfo,
  PingRequest,
  SystemStatus,
  SystemStatusRequest,
  Templates,
  WhitelabelNode,
} from './shapes/system';

/** Session, member, registration and system calls (account-access.md section 7). */
export const accountCalls = {
  /** The merchant's RSA public key (hex modulus, exponent 10001) for encrypted bodies. */
  rsaKey: defineCall<NoPayload, RsaPublicKey>()({
    id: 'rsaKey',
    method: 'GET',
    path: '/wps/session/key/rsa',
    cacheable: true,
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** Login: username, password, captcha, type, device id, social args. */
  login: defineCall<LoginRequest, LoginResponse>()({
    id: 'login',
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    carriesDeviceId: true,
  }),
  /** The login V2 call (path not shown in the spec). */
  loginV2: defineCall<LoginRequest, LoginResponse>()({
    id: 'loginV2',
    method: 'POST',
    path: '/wps/v2/session/login',
    encrypted: true,
    carriesDeviceId: true,
    pathSource: 'assumed',
  }),
  /** Telegram login with the embedded-frame auth data. */
  loginTelegram: defineCall<TelegramLoginRequest, LoginResponse>()({
    id: 'loginTelegram',
    method: 'POST',
    path: '/wps/session/login/telegram',
    flag: 'TELEGRAMLOGIN3',
    carriesDeviceId: true,
  }),
  /** Second-factor login verification. */
  loginVerification: defineCall<LoginVerificationRequest, LoginResponse>()({
    id: 'loginVerification',
    method: 'POST',
    path: '/wps/session/login/verification',
    encrypted: true,
    carriesDeviceId: true,
  }),
  /** Free-play login, no credentials. */
  loginFreePlay: defineCall<NoPayload, LoginResponse>()({
    id: 'loginFreePlay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    payload: 'none',
    flag: 'FREEPLAY3',
    carriesDeviceId: true,
  }),
  /** Logout, sent with keep-alive; headers Merchant and Authorization. */
  logout: defineCall<NoPayload, unknown>()({
    id: 'logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    payload: 'none',
    needsToken: true,
    keepAlive: true,
    alert: 'silent',
  }),
  /** Member info. */
  memberInfo: defineCall<NoPayload, MemberInfo>()({
    id: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    needsToken: true,
  }),
  /** Avatar icon. */
  memberIcon: defineCall<NoPayload, AvatarIcon>()({
    id: 'memberIcon',
    method: 'GET',
    path: '/wps/member/info/icon',
    needsToken: true,
    alert: 'silent',
  }),
  /** Agent data and consolidated funds; agent kinds only. Reloads after contract actions. */
  fundsConsolidated: defineCall<NoPayload, ConsolidatedFunds>()({
    id: 'fundsConsolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    needsToken: true,
  }),
  /** Language update; not sent for isAgent 4. */
  memberLanguage: defineCall<LanguageRequest, unknown>()({
    id: 'memberLanguage',
    method: 'PUT',
    path: '/wps/member/language',
    needsToken: true,
    alert: 'silent',
  }),
  /** Change password (also the password-change store action, see ADR 0010). */
  changePassword: defineCall<ChangePasswordRequest, unknown>()({
    id: 'changePassword',
    method: 'POST',
    path: '/wps/member/password',
    needsToken: true,
    encrypted: true,
  }),
  /** Forgot password by account and email (form-encoded post). */
  passwordEmail: defineCall<PasswordEmailRequest, unknown>()({
    id: 'passwordEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    payload: 'form',
  }),
  /** Phone password recovery: username and mobileNumber (the password is sent by SMS). */
  passwordSms: defineCall<PasswordSmsRequest, unknown>()({
    id: 'passwordSms',
    method: 'POST',
    path: '/wps/member/password/sms',
  }),
  /**
   * Completes the SMS password reset (ADR 0068): the code from the SMS and the new password. The
   * spec gives the path and "encrypted" but not the payload, so the payload is assumed.
   */
  passwordVerification: defineCall<PasswordVerificationRequest, unknown>()({
    id: 'passwordVerification',
    method: 'POST',
    path: '/wps/member/password/verification',
    encrypted: true,
    pathSource: 'assumed',
  }),
  /** Login SMS code; returns its expiry. */
  smsLoginCode: defineCall<SmsLoginCodeRequest, SmsCodeResponse>()({
    id: 'smsLoginCode',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    flag: 'MOBILEVERCODELOGIN3',
  }),
  /** Registration SMS code. */
  smsRegisterCode: defineCall<SmsRegisterCodeRequest, SmsCodeResponse>()({
    id: 'smsRegisterCode',
    method: 'POST',
    path: '/wps/verification/sms/register',
    flag: 'MOBILENUMREG3',
  }),
  /** Second-factor methods available. */
  securityConfig: defineCall<NoPayload, SecurityConfig>()({
    id: 'securityConfig',
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
  }),
  /** Username registration (one flavour uses PUT: pass method PUT at the call). */
  register: defineCall<RegisterRequest, RegisterResponse>()({
    id: 'register',
    method: 'POST',
    path: '/wps/member/register',
    encrypted: true,
    carriesDeviceId: true,
    flag: 'USERNAMEREG3',
  }),
  /** Mobile registration. */
  registerMobile: defineCall<RegisterRequest, RegisterResponse>()({
    id: 'registerMobile',
    method: 'POST',
    path: '/wps/member/register/mobile',
    encrypted: true,
    carriesDeviceId: true,
    flag: 'MOBILENUMREG3',
  }),
  /** Automatic registration (social login with FIREBASECREATEACC3, telegram). */
  registerAutoUsername: defineCall<RegisterRequest, RegisterResponse>()({
    id: 'registerAutoUsername',
    method: 'POST',
    path: '/wps/member/register/autoUsername',
    encrypted: true,
    carriesDeviceId: true,
  }),
  /** Affiliate check; its errors are handled by the registration screen. */
  affiliateCheck: defineCall<AffiliateCheckRequest, AffiliateCheckResponse>()({
    id: 'affiliateCheck',
    method: 'GET',
    path: '/wps/agent/affiliate',
    alert: 'silent',
  }),
  /** Image captcha as base64 (refresh at most once per second). */
  captcha: defineCall<NoPayload, CaptchaImage>()({
    id: 'captcha',
    method: 'GET',
    path: '/wps/captcha',
  }),
  /** Slider captcha challenge, rate-limited to 1 per 250 ms. */
  captchaGeetest: defineCall<NoPayload, GeetestChallenge>()({
    id: 'captchaGeetest',
    method: 'GET',
    path: '/wps/captcha/geetest',
    flag: 'GEETEST3',
    rateLimitMs: 250,
  }),
  /** Countries and dialing codes (cached). */
  systemCountry: defineCall<NoPayload, Country[]>()({
    id: 'systemCountry',
    method: 'GET',
    path: '/wps/system/country',
    cacheable: true,
  }),
  /** Registration field rules. */
  registerSettings: defineCall<NoPayload, RegisterSettings>()({
    id: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    cacheable: true,
  }),
  /** domainRoute, resources, customerService, register, whitelabel. */
  settingsConsolidated: defineCall<NoPayload, ConsolidatedSettings>()({
    id: 'settingsConsolidated',
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    cacheable: true,
  }),
  /** Maintenance and region restriction for a host. */
  systemStatus: defineCall<SystemStatusRequest, SystemStatus>()({
    id: 'systemStatus',
    method: 'GET',
    path: '/wps/system/status',
  }),
  /** Visitor location. */
  systemLocation: defineCall<NoPayload, LocationInfo>()({
    id: 'systemLocation',
    method: 'GET',
    path: '/wps/system/location',
    cacheable: true,
  }),
  /** Permission info: image and launch CDNs, sms provider, whitelabel tree. */
  systemWhitelabel: defineCall<NoPayload, PermissionInfo | WhitelabelNode[]>()({
    id: 'systemWhitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    cacheable: true,
  }),
  /** Server templates (mobileTemplate and the merchant theme templates). */
  systemTemplates: defineCall<NoPayload, Templates>()({
    id: 'systemTemplates',
    method: 'GET',
    path: '/wps/system/templates',
    cacheable: true,
  }),
  /** customerService and domainList. */
  domainRoute: defineCall<NoPayload, DomainRouteResponse>()({
    id: 'domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    cacheable: true,
  }),
  /** Wallet balances (typeId 0); displayed balance is their sum. */
  walletBalance: defineCall<WalletBalanceRequest, WalletBalanceResponse>()({
    id: 'walletBalance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    needsToken: true,
    alert: 'silent',
  }),
  /** Domain check ping on {domain} with a speed stamp, 10 s timeout. */
  domainPing: defineCall<PingRequest, Unspecified>()({
    id: 'domainPing',
    method: 'GET',
    path: '/wps/system/test/ping',
    origin: 'domain',
    timeoutMs: 10_000,
    alert: 'silent',
  }),
} as const;
