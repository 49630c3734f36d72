import type { YesNo } from './common';

/** `firebase` is the social-login type. */
export type LoginType = 'username' | 'sms' | 'mobileNum' | 'firebase';
export type FirebaseChannel = 'google' | 'facebook' | 'twitter' | 'line' | 'sms' | 'telegram';

/** Social-login arguments stored before the server login. */
export interface SocialLoginArgs {
  firebaseChannel?: FirebaseChannel;
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
}

export interface LoginRequest extends SocialLoginArgs {
  username: string;
  password?: string;
  captcha?: string;
  /** Username-and-password, SMS code, or mobile number. Social login sends `firebase`. */
  type?: LoginType;
  countryDialingCode?: string;
  /** Added by the client for login and registration (36 characters). */
  deviceId?: string;
}

export interface LoginResponse {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  expiredMinutes?: number;
  expirationTime?: number | string;
  isAgent?: number;
  account?: string;
  nickname?: string;
  customerId?: number | string;
  username?: string;
  toUpline?: number;
  /** Present on a failed login when a captcha must be shown. */
  captcha?: boolean;
}

export interface TelegramLoginRequest {
  registerUrl: string;
  affiliateCode?: string;
  domain: string;
  referralCode?: string;
  telegramAuth: string;
}

export type SecondFactorMethod = 'E' | 'G' | 'S' | 'P';

export interface LoginVerificationRequest {
  username: string;
  password: string;
  method: SecondFactorMethod;
  email?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  payeeName?: string;
  firebaseIdToken?: string;
  deviceId?: string;
}

export interface ClubLabel {
  labelId: number;
  labelName: string;
  color?: string;
  /** AUTO shows the VIP benefit. */
  type?: 'AUTO' | string;
  rankLevel?: number;
}

export interface MemberLabel {
  labelId: number;
  labelName: string;
}

export interface MemberInfo {
  id: number;
  account: string;
  nickname?: string;
  lastLogin?: string;
  /** Agent flag (isAgent). */
  type: number;
  toUpline?: number;
  clubLabel?: ClubLabel | null;
  memberLabel?: MemberLabel[];
  currency?: string;
  countryCode?: string;
  countryDialingCode?: string;
}

export interface AvatarIcon {
  avatarType: 'STATIC' | string;
  avatar: string;
}

export interface ConsolidatedFunds {
  dailySalary?: DailySalaryContract[];
  hourSalary?: HourSalaryContract[];
  realTimeSalary?: RealTimeSalaryContract[];
  dividend?: DividendContract[];
  /** Contract request flags. */
  dailysalreqtype?: string;
  divtypereq?: string;
  contracthoursalreq?: string;
  realtimesalreqtype?: string;
}

export type ContractStatus = 'P' | 'E' | 'V' | 'C' | 'A' | 'R';
export type ProductType =
  'LIVE' | 'RNG' | 'CONS' | 'SPORTS' | 'LOTT' | 'FISH' | 'ELOTT' | 'PVP' | 'DEPOSIT';

export interface DividendContract {
  productType: ProductType;
  computationPeriod: string;
  status: ContractStatus;
  minimumBet?: number;
  netLoss?: number;
  activeMember?: number;
  contractRate?: number;
  periodicTotalBet?: number;
  periodicTotalBetRequired?: number;
  downlineHigherRate?: boolean;
}

export interface DailySalaryContract {
  id: number;
  status: ContractStatus;
  details: { betVolume: number; activeMember: number; rateType: 'P' | string; rate: number }[];
}

export interface HourSalaryContract {
  contractId: number;
  status: ContractStatus;
  hourSalaryRates: {
    minimumBet: number;
    activeMember: number;
    rateType: 'P' | string;
    rate: number;
  }[];
}

export interface RealTimeSalaryContract {
  contractId: number;
  status: ContractStatus;
  realTimeSalaryRates: { betAmount: number; lossRate: number; winRate: number }[];
}

export interface LanguageRequest {
  language: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface PasswordEmailRequest {
  username: string;
  email: string;
}

export interface PasswordSmsRequest {
  username: string;
  mobileNumber: string;
}

export interface PasswordVerificationRequest {
  username: string;
  mobileNumber?: string;
  verificationCode: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export interface SmsLoginCodeRequest {
  countryDialingCode?: string;
  mobileNum: string;
}

export interface SmsRegisterCodeRequest {
  countryDialingCode?: string;
  mobileNo: string;
}

export interface SmsCodeResponse {
  expiredMinutes?: number;
  expirationTime?: number | string;
}

export interface SecurityConfig {
  email?: YesNo | boolean;
  googleAuth?: YesNo | boolean;
  mobile?: YesNo | boolean;
  payeeName?: YesNo | boolean;
  [key: string]: unknown;
}

export interface RegisterRequest {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  paymentPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  qqNum?: string;
  email?: string;
  line?: string;
  facebook?: string;
  whatsapp?: string;
  idNumber?: string;
  nickname?: string;
  affiliateCode?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  rebateId?: string;
  registerUrl: string;
  registerMethod: 'WEB';
  referralCode?: string;
  domain: string;
  linkId?: string;
  login?: boolean;
  firebaseChannel?: FirebaseChannel;
  firebaseIdToken?: string;
  telegramAuth?: string;
  smsTemplate?: string;
  deviceId?: string;
}

export interface RegisterResponse {
  customerName: string;
  token?: string;
  profile?: { mobileNo?: string };
}

export interface AffiliateCheckRequest {
  code: string;
  domain: string;
}

export interface AffiliateCheckResponse {
  affiliateCode?: string;
  valid?: boolean;
  [key: string]: unknown;
}

export interface CaptchaImage {
  /** Image as base64. */
  image: string;
  captchaId?: string;
}

export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export interface RegisterFieldRule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regex, or `*` for none. */
  acceptedPattern?: string;
  patternId?: number | string;
}

export interface RegisterSettings {
  fields: RegisterFieldRule[];
  [key: string]: unknown;
}

export interface RsaPublicKey {
  /** Hex modulus. */
  modulus: string;
  /** Hex public exponent, `10001`. */
  exponent: string;
}

export interface WalletBalanceRequest {
  typeId: 0;
}

export interface Wallet {
  displayName?: string;
  accountName?: string;
  availBalance: number;
}

export interface WalletBalanceResponse {
  currency?: string;
  wallets: Wallet[];
}
