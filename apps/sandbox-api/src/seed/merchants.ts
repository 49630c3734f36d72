import { WHITELABEL_MODULE_IDS, type WhitelabelModuleId } from '@site/theme/flags';
import { type L10n, l10n } from '../lang';

export type MerchantCode = 'default' | 'aurum' | 'lumen';
export const MERCHANT_CODES: readonly MerchantCode[] = ['default', 'aurum', 'lumen'];

/** Unknown or missing `Merchant` headers are served as this merchant (ADR 0021). */
export const FALLBACK_MERCHANT: MerchantCode = 'default';

export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}

export interface MerchantProfile {
  code: MerchantCode;
  name: L10n;
  /** The skin the site's theme package uses for this merchant. */
  theme: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'F' | 'B';
  countryCode: string;
  countryDialingCode: string;
  singleWallet: boolean;
  /** Flags switched off for this merchant; everything else in WHITELABEL_MODULE_IDS is on. */
  disabled: readonly WhitelabelModuleId[];
  /** Image captcha on login and registration. */
  captchaEnabled: boolean;
  /** '0' means mobile registration uses the default password. */
  mobilePasswordSetting: '0' | '1';
  /** Affiliate setting: 0 hides the affiliate field when the lookup fails. */
  affiliateSetting: 0 | 1;
  /** The emphasis of the seeded content: casino families first, or lottery first. */
  focus: 'mixed' | 'casino' | 'lottery';
  domains: readonly string[];
  /** Layout templates the server sends (ADR 0032 shape); they win over the theme's defaults. */
  templates: {
    header: 'classic' | 'centered' | 'compact';
    homeSections: readonly string[];
    login: { leftImage: boolean };
    lobbyTile: 'card' | 'tile' | 'poster';
    memberCentre: 'popup' | 'route';
  };
}

export const MERCHANTS: Readonly<Record<MerchantCode, MerchantProfile>> = {
  default: {
    code: 'default',
    name: l10n(
      '沙盒娱乐',
      '沙盒娛樂',
      'サンドボックス',
      'Sandbox Play',
      'แซนด์บ็อกซ์ เพลย์',
      'Sandbox Play',
    ),
    theme: 'default',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyPosition: 'F',
    countryCode: 'CN',
    countryDialingCode: '86',
    singleWallet: false,
    disabled: ['CREDITMAR3', 'GEETEST3', 'GEETESTVCODE3', 'SSOMANUALREG3'],
    captchaEnabled: true,
    mobilePasswordSetting: '1',
    affiliateSetting: 1,
    focus: 'mixed',
    domains: [
      'play-a.sandbox.test',
      'play-b.sandbox.test',
      'play-c.sandbox.test',
      'play-d.sandbox.test',
    ],
    templates: {
      header: 'classic',
      homeSections: ['banner', 'notice', 'games', 'lottery', 'promotions', 'winners', 'download'],
      login: { leftImage: true },
      lobbyTile: 'card',
      memberCentre: 'popup',
    },
  },
  aurum: {
    code: 'aurum',
    name: l10n(
      '金殿娱乐场',
      '金殿娛樂場',
      'オーラム カジノ',
      'Aurum Casino',
      'ออรัม คาสิโน',
      'Aurum Casino',
    ),
    theme: 'aurum',
    currency: 'USD',
    currencySymbol: '$',
    currencyPosition: 'F',
    countryCode: 'JP',
    countryDialingCode: '81',
    singleWallet: true,
    disabled: [
      'CREDITMAR3',
      'GEETESTVCODE3',
      'LOTTMINIGAME3',
      'SEALOTTMINIGAME3',
      'MOBILENUMREG3',
      'AGETRANSFERUP3',
    ],
    captchaEnabled: false,
    mobilePasswordSetting: '1',
    affiliateSetting: 0,
    focus: 'casino',
    domains: ['aurum-1.sandbox.test', 'aurum-2.sandbox.test', 'aurum-3.sandbox.test'],
    templates: {
      header: 'centered',
      homeSections: ['banner', 'games', 'winners', 'promotions', 'lottery', 'download'],
      login: { leftImage: true },
      lobbyTile: 'poster',
      memberCentre: 'popup',
    },
  },
  lumen: {
    code: 'lumen',
    name: l10n(
      '光明彩票',
      '光明彩票',
      'ルーメン ロト',
      'Lumen Lottery',
      'ลูเมน ลอตเตอรี่',
      'Lumen Xổ Số',
    ),
    theme: 'lumen',
    currency: 'THB',
    currencySymbol: '฿',
    currencyPosition: 'B',
    countryCode: 'TH',
    countryDialingCode: '66',
    singleWallet: false,
    disabled: ['CREDITMAR3', 'GEETEST3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3', 'FIREBASECREATEACC3'],
    captchaEnabled: true,
    mobilePasswordSetting: '0',
    affiliateSetting: 1,
    focus: 'lottery',
    domains: [
      'lumen-1.sandbox.test',
      'lumen-2.sandbox.test',
      'lumen-3.sandbox.test',
      'lumen-4.sandbox.test',
      'lumen-5.sandbox.test',
    ],
    templates: {
      header: 'compact',
      homeSections: ['lottery', 'banner', 'notice', 'promotions', 'games', 'download'],
      login: { leftImage: false },
      lobbyTile: 'tile',
      memberCentre: 'route',
    },
  },
};

export function isMerchantCode(code: string): code is MerchantCode {
  return (MERCHANT_CODES as readonly string[]).includes(code);
}

/** Groups of the whitelabel tree: each group node holds the module ids it governs. */
const TREE_GROUPS: readonly { modId: string; children: readonly WhitelabelModuleId[] }[] = [
  {
    modId: 'COMM3',
    children: [
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'GEETEST3',
      'GEETESTVCODE3',
      'FEEDBACK3',
      'CHAT3',
    ],
  },
  {
    modId: 'LOGIN3',
    children: [
      'MOBILELOGIN3',
      'MOBILEVERCODELOGIN3',
      'GOOGLELOGIN3',
      'FACEBOOKLOGIN3',
      'TWITTERLOGIN3',
      'LINELOGIN3',
      'TELEGRAMLOGIN3',
      'FIREBASECREATEACC3',
      'SSOMANUALREG3',
    ],
  },
  { modId: 'REG3', children: ['USERNAMEREG3', 'MOBILENUMREG3'] },
  {
    modId: 'MEMCEN3',
    children: [
      'REWCEN3',
      'MAILCEN',
      'INBOX3',
      'DEPOSIT',
      'WITHDRAW',
      'CREDITMAR3',
      'PLYRBT',
      'MANPLAYREB3',
      'MYRBT3',
      'PTSYS3',
      'PAYMENTPASS3',
      'UPDATEMOBILEICC3',
    ],
  },
  {
    modId: 'AGECEN3',
    children: [
      'AGEPAG',
      'AGENTRANSMULTDOWN3',
      'AGETEAMPNL3',
      'TEAMBETTING3',
      'AGEREGDOWN3',
      'CREATEAFF3',
      'AFFMAN3',
      'AGETRANSFERUP3',
    ],
  },
  { modId: 'GAMELO3', children: ['LOTTMINIGAME3', 'SEALOTTMINIGAME3'] },
];

export function whitelabelTree(
  profile: MerchantProfile,
  overrides: Readonly<Record<string, boolean>> = {},
): WhitelabelNode[] {
  const enabled = (id: string): '0' | '1' => {
    const override = overrides[id];
    if (override !== undefined) return override ? '1' : '0';
    return (profile.disabled as readonly string[]).includes(id) ? '0' : '1';
  };
  const grouped = new Set<string>(TREE_GROUPS.flatMap((group) => group.children));
  const missing = WHITELABEL_MODULE_IDS.filter((id) => !grouped.has(id));
  if (missing.length > 0) throw new Error(`whitelabel ids outside the tree: ${missing.join(', ')}`);
  return TREE_GROUPS.map((group) => ({
    modId: group.modId,
    enabled: '1',
    childrenNodes: group.children.map((modId) => ({
      modId,
      enabled: enabled(modId),
      childrenNodes: [],
    })),
  }));
}

/** A flat view of the tree (module id to enabled) for the sandbox's own checks. */
export function flagEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    const child = flagEnabled(node.childrenNodes, modId);
    if (child) return true;
  }
  return false;
}
