import type { FlagMap } from '@site/theme/flags';

/** What account-access.md section 3 keeps in session storage, with the type of each value. */
export interface SessionValues {
  token: string;
  isAgent: number;
  account: string;
  nickname: string;
  memberLabel: unknown[];
  customerId: string;
  username: string;
  toUpline: number;
  /** Login info kept while a forced password change is pending. */
  /** What the forced password change needs: never the password (ADR 0065). */
  loginInfo: { username: string; type?: string };
  /** Default-password flag. */
  cpw: boolean;
  hasFreePlay: boolean;
  jackpot: number;
  /** The merchant code, kept across logout. */
  merchant: string;
  permission: { maintenance: boolean; regionRestriction: boolean };
  setShowReg: boolean;
  /** Cached settings (consolidated settings, flags). */
  settings: { flags?: FlagMap; [key: string]: unknown };
  /** Promotions pop-up closed this session. */
  publicityClosed: boolean;
  /** Affiliate field hidden after a failed lookup with the affiliate setting 0. */
  hideAffiliate: boolean;
  /** Vietnamese lottery prize mode detected from the vendor list. */
  vnPrizeMode: 'Lott' | 'Elott';
}

/** What section 3 keeps in local storage. */
export interface LocalValues {
  merchantCode: string;
  /** Saved language code (CN, TW, JA, EN, TH, VI...). */
  hisLang: string;
  /** Where the user came from; `agent` sends logout to /agent. Kept across logout. */
  source: string;
  /** A link id; used as linkId only if all digits. */
  tid: string;
  currency: string;
  templates: Record<string, unknown>;
  shellSet: { loginPop?: boolean };
  raffleData: { promotionId: number; raffleScheduleId: number; [key: string]: unknown };
  registerMessageTemplate: string;
  /** The 36-character device id (also in a 365-day cookie). */
  deviceId: string;
}

export type SessionKey = keyof SessionValues;
export type LocalKey = keyof LocalValues;

export const SESSION_KEYS = [
  'token',
  'isAgent',
  'account',
  'nickname',
  'memberLabel',
  'customerId',
  'username',
  'toUpline',
  'loginInfo',
  'cpw',
  'hasFreePlay',
  'jackpot',
  'merchant',
  'permission',
  'setShowReg',
  'settings',
  'publicityClosed',
  'hideAffiliate',
  'vnPrizeMode',
] as const satisfies readonly SessionKey[];

export const LOCAL_KEYS = [
  'merchantCode',
  'hisLang',
  'source',
  'tid',
  'currency',
  'templates',
  'shellSet',
  'raffleData',
  'registerMessageTemplate',
  'deviceId',
] as const satisfies readonly LocalKey[];

/** Values stored as plain strings (read back without JSON parsing, as the platform wrote them). */
export const RAW_STRING_KEYS: ReadonlySet<string> = new Set([
  'token',
  'account',
  'nickname',
  'customerId',
  'username',
  'merchant',
  'merchantCode',
  'hisLang',
  'source',
  'tid',
  'currency',
  'registerMessageTemplate',
  'deviceId',
  'vnPrizeMode',
]);

/** Kept when the user logs out (account-access.md section 4). */
export const KEPT_ON_LOGOUT = {
  session: ['merchant'] as const satisfies readonly SessionKey[],
  local: ['source', 'merchantCode'] as const satisfies readonly LocalKey[],
};

/** Cookie names and lifetimes in days (section 3). */
export const COOKIES = {
  deviceId: { name: 'deviceId', days: 365 },
  rememberMe: { name: 'rememberMe', days: 1 },
  lastUser: { name: 'lastUser', days: 1 },
} as const;

export const DEVICE_ID_LENGTH = 36;
