import type { CopyOverrides, LanguageCode } from '@site/i18n';
import type { FlagMap } from './flags';
import type { DeepPartial, ThemeTokens } from './tokens';

/** Header layouts a skin can pick. */
export const HEADER_STYLES = ['classic', 'centered', 'compact'] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/** The sections of the home page, in the order a skin wants them. */
export const HOME_SECTIONS = [
  'banner',
  'notice',
  'games',
  'lottery',
  'promotions',
  'winners',
  'download',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** How game tiles look in the lobbies. */
export const LOBBY_TILE_STYLES = ['card', 'tile', 'poster'] as const;
export type LobbyTileStyle = (typeof LOBBY_TILE_STYLES)[number];

/** Where the member centre opens (account-access.md section 2: popup or route /member). */
export const MEMBER_CENTRE_MODES = ['popup', 'route'] as const;
export type MemberCentreMode = (typeof MEMBER_CENTRE_MODES)[number];

/** Named layout variants per area. The shell and features pick their layout from these. */
export interface ThemeTemplates {
  header: HeaderStyle;
  homeSections: readonly HomeSection[];
  /** Login page with the optional left image (account-access.md section 2). */
  login: { leftImage: boolean };
  lobbyTile: LobbyTileStyle;
  memberCentre: MemberCentreMode;
}

/** Images of a skin. URLs (theme packages inline small SVGs as data URLs). */
export interface ThemeAssets {
  logo: string;
  logoAlt: string;
  favicon: string;
  splash: string;
  loginImage: string;
  defaultBanner: string;
  appIcons: { ios: string; android: string; h5: string };
}

/** Texts the platform's `mobileTemplate` may supply (account-access.md section 3). */
export interface ThemeTexts {
  appDescription: string;
  bottomAppDescription: string;
  loginPrompt: string;
}

export interface ThemeLanguages {
  default: LanguageCode;
  supported: readonly LanguageCode[];
}

/** Currency display (account-access.md section 1): pt-BR for BRL, otherwise zh, 2 decimals. */
export interface ThemeCurrency {
  code: string;
  symbol: string;
  /** F front or B back (default F). */
  position: 'F' | 'B';
  decimals: number;
  locale: string;
}

/** The HTTP method of the registration calls (account-access.md section 7: one flavour uses PUT). */
export type RegistrationMethod = 'POST' | 'PUT';

/**
 * How encrypted bodies are sealed (docs/decisions/0011, ADR 0167): the platform's DES + raw RSA,
 * or AES-GCM with the key wrapped by RSA-OAEP for a platform that accepts it.
 */
export type PayloadCipherScheme = 'platform-des-rsa' | 'aes-gcm-rsa-oaep';

/**
 * Behaviour that differs per merchant (not layout). A merchant theme names only what differs;
 * `defineMerchantTheme` fills the base behaviour (`BASE_BEHAVIOUR`: captcha box only, POST, the
 * section 5 rules, the server's code expiry, the live slider).
 */
export interface ThemeBehaviour {
  /**
   * account-access.md section 4, the two-merchant variant: after a failed login whose error carries
   * a captcha field, the login modal is reopened with the username and password inputs hidden
   * (instead of only showing the captcha box).
   */
  loginCaptchaReopensModal: boolean;
  /** account-access.md section 7: the registration calls are sent as PUT in one flavour. */
  registrationMethod: RegistrationMethod;
  /** The payload scheme of encrypted calls (ADR 0167); the base is the platform's `platform-des-rsa`. */
  payloadCipher: PayloadCipherScheme;
  /**
   * account-access.md sections 5 and 9, "mobile for code 11 digits in one flavour": the number a
   * code is sent to must have exactly this many digits; `null` (base) keeps the 10 to 16 rule.
   */
  mobileCodeDigits: number | null;
  /**
   * Section 5, "When an agreement is required it must be ticked (in_user_agreement; in one flavour
   * in_register_agreed)": the message key of an unticked agreement.
   */
  agreementMessageKey: AgreementMessageKey;
  /**
   * Sections 4 and 9: the login code counts down expiredMinutes x 60 s (`server-expiry`, base) or
   * 120 s "in one flavour" (`fixed-120`).
   */
  loginCodeCountdown: LoginCodeCountdown;
  /**
   * Section 5, "slider when flag GEETEST3 is on (test flag off unless in test mode)" (ADR 0069):
   * `live` (base) follows GEETEST3; `test` is a deployment on a test platform, where the slider is
   * off; `test-mode` is a test platform in test mode, where GEETEST3 counts again.
   */
  captchaEnvironment: CaptchaEnvironment;
}

/** The message key of an unticked registration agreement (section 5). */
export type AgreementMessageKey = 'in_user_agreement' | 'in_register_agreed';

/** How the SMS login code counts down (sections 4 and 9). */
export type LoginCodeCountdown = 'server-expiry' | 'fixed-120';

/** Where the slider runs (section 5's test flag and test mode; ADR 0069). */
export type CaptchaEnvironment = 'live' | 'test' | 'test-mode';

/** The whole theme contract: what a merchant skin is, as data. */
export interface SiteTheme {
  /** The merchant code (`default`, `aurum`, `lumen`, ...). */
  merchant: string;
  siteName: string;
  tokens: ThemeTokens;
  templates: ThemeTemplates;
  assets: ThemeAssets;
  texts: ThemeTexts;
  /** Whitelabel flag defaults; the server's tree wins at run time. */
  flags: FlagMap;
  languages: ThemeLanguages;
  currency: ThemeCurrency;
  /** Merchant copy: translations that replace the shared ones, per language and namespace. */
  copy: CopyOverrides;
  /** Merchant behaviour switches. */
  behaviour: ThemeBehaviour;
}

/** What a merchant theme package writes: tokens are merged over the base tokens. */
export interface MerchantThemeInput {
  merchant: string;
  siteName: string;
  tokens?: DeepPartial<ThemeTokens>;
  templates?: Partial<ThemeTemplates>;
  assets: ThemeAssets;
  texts?: Partial<ThemeTexts>;
  flags?: FlagMap;
  languages?: Partial<ThemeLanguages>;
  currency?: Partial<ThemeCurrency>;
  copy?: CopyOverrides;
  /** Only the switches that differ from the base behaviour. */
  behaviour?: Partial<ThemeBehaviour>;
}

/** An override of any part of a theme (server templates, story or test tweaks). */
export type ThemeOverride = DeepPartial<Omit<SiteTheme, 'merchant' | 'copy'>>;

/** The module shape of a theme package (`@site/theme-<merchant>`). */
export interface MerchantThemeModule {
  theme: SiteTheme;
}
