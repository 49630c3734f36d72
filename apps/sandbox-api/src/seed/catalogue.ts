import { type L10n, l10n } from '../lang';
import {
  buildBanners,
  buildNotices,
  buildPromotions,
  buildRewards,
  type SeedBanner,
  type SeedNotice,
  type SeedPromotion,
  type SeedReward,
} from './content';
import { buildGames, VENDORS, type SeedGame, type Vendor } from './games';
import { LOTTERY_GAMES, type LotteryGame } from './lottery';
import { MERCHANTS, type MerchantCode, type MerchantProfile } from './merchants';

export interface RegisterFieldRule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: number;
}

export interface CustomerServiceSeed {
  /** Plain link, or a link to encrypt with the last 8 characters as key (csKey). */
  url: string;
  csKey: string | null;
  csType: string;
  type: string;
  csPosition: string;
  labelIds: number[];
  title: L10n;
}

/** Read-only data of one merchant, generated from the seed. */
export interface MerchantCatalogue {
  profile: MerchantProfile;
  vendors: readonly Vendor[];
  games: readonly SeedGame[];
  gamesByNode: ReadonlyMap<number, SeedGame>;
  lottery: readonly LotteryGame[];
  promotions: readonly SeedPromotion[];
  notices: readonly SeedNotice[];
  banners: readonly SeedBanner[];
  rewards: readonly SeedReward[];
  registerFields: readonly RegisterFieldRule[];
  customerService: readonly CustomerServiceSeed[];
}

const rule = (
  key: string,
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
  patternId: number,
): RegisterFieldRule => ({
  key,
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});

function registerFields(profile: MerchantProfile): RegisterFieldRule[] {
  const lottery = profile.focus === 'lottery';
  return [
    rule('username', true, true, 6, 13, '^[A-Za-z0-9]+$', 4),
    rule('password', true, true, 6, 16, '*', 0),
    rule('verifyPwd', true, true, 6, 16, '*', 0),
    rule('mobileNum', true, lottery, 10, 16, '^[0-9]+$', 7),
    rule('nickname', true, false, 2, 12, '*', 0),
    rule('email', profile.focus !== 'lottery', false, 5, 50, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 8),
    rule('payeeName', profile.focus === 'casino', false, 2, 30, '*', 0),
    rule('paymentPassword', profile.focus === 'casino', false, 6, 6, '^[0-9]+$', 3),
    rule('qqNum', profile.code === 'default', false, 5, 12, '^[0-9]+$', 5),
    rule('line', lottery, false, 3, 30, '*', 0),
    rule('facebook', false, false, 3, 50, '*', 0),
    rule('whatsapp', false, false, 6, 16, '^[0-9]+$', 7),
    rule('idNumber', false, false, 8, 20, '*', 0),
    rule('affiliateCode', true, false, 4, 16, '^[A-Za-z0-9]+$', 6),
    rule('recommenderId', profile.code === 'default', false, 4, 16, '*', 0),
    rule('rebateId', false, false, 0, 20, '*', 0),
    rule('captcha', profile.captchaEnabled, profile.captchaEnabled, 4, 4, '^[0-9]+$', 9),
    rule('verificationCode', profile.code === 'lumen', profile.code === 'lumen', 0, 255, '*', 0),
  ];
}

const CS_TITLES = {
  online: l10n(
    '在线客服',
    '線上客服',
    'オンラインサポート',
    'Live support',
    'แชทสด',
    'Hỗ trợ trực tuyến',
  ),
  vip: l10n(
    'VIP专属客服',
    'VIP專屬客服',
    'VIP専用サポート',
    'VIP support',
    'บริการ VIP',
    'Hỗ trợ VIP',
  ),
  agent: l10n('代理专线', '代理專線', '代理店窓口', 'Agent line', 'สายตัวแทน', 'Đường dây đại lý'),
  telegram: l10n(
    'Telegram客服',
    'Telegram客服',
    'Telegramサポート',
    'Telegram support',
    'Telegram ซัพพอร์ต',
    'Hỗ trợ Telegram',
  ),
  skype: l10n(
    'Skype客服',
    'Skype客服',
    'Skypeサポート',
    'Skype support',
    'Skype ซัพพอร์ต',
    'Hỗ trợ Skype',
  ),
  email: l10n(
    '邮件客服',
    '郵件客服',
    'メールサポート',
    'Email support',
    'อีเมลซัพพอร์ต',
    'Hỗ trợ email',
  ),
} as const;

function customerService(profile: MerchantProfile): CustomerServiceSeed[] {
  const base = `https://support.${profile.code}.sandbox.test`;
  return [
    {
      url: `${base}/chat`,
      csKey: null,
      csType: 'LIVECHAT',
      type: '3',
      csPosition: 'TOP',
      labelIds: [],
      title: CS_TITLES.online,
    },
    {
      url: `${base}/vip`,
      csKey: 'Vip8Key1',
      csType: 'COMM100VIP',
      type: '3',
      csPosition: 'TOP',
      labelIds: [3, 4],
      title: CS_TITLES.vip,
    },
    {
      url: `${base}/agents`,
      csKey: 'AgKey008',
      csType: 'COMM100',
      type: '3',
      csPosition: 'SIDE',
      labelIds: [9],
      title: CS_TITLES.agent,
    },
    {
      url: `https://t.me/${profile.code}_sandbox_support`,
      csKey: null,
      csType: 'TX-CHAT',
      type: '1',
      csPosition: 'SIDE',
      labelIds: [],
      title: CS_TITLES.telegram,
    },
    {
      url: `skype:${profile.code}.sandbox?chat`,
      csKey: 'SkyKey77',
      csType: 'AICAN',
      type: '2',
      csPosition: 'BOTTOM',
      labelIds: [],
      title: CS_TITLES.skype,
    },
    {
      url: `mailto:support@${profile.code}.sandbox.test`,
      csKey: 'MailK001',
      csType: 'MIDUOKE',
      type: '4',
      csPosition: 'BOTTOM',
      labelIds: [1, 2],
      title: CS_TITLES.email,
    },
  ];
}

const cache = new Map<MerchantCode, MerchantCatalogue>();

export function merchantCatalogue(code: MerchantCode): MerchantCatalogue {
  const cached = cache.get(code);
  if (cached) return cached;
  const profile = MERCHANTS[code];
  const games = buildGames();
  const order =
    profile.focus === 'casino'
      ? ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS']
      : ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'];
  const vendors = [...VENDORS].sort(
    (a, b) => order.indexOf(a.gameType) - order.indexOf(b.gameType),
  );
  const lottery =
    profile.focus === 'lottery'
      ? [...LOTTERY_GAMES].sort((a, b) => Number(b.lane === 'SEA') - Number(a.lane === 'SEA'))
      : LOTTERY_GAMES;
  const firstLive = games.find((game) => game.gameType === 'LIVE') ?? games[0];
  if (!firstLive) throw new Error('the seed has no games');
  const built: MerchantCatalogue = {
    profile,
    vendors,
    games,
    gamesByNode: new Map(games.map((game) => [game.nodeId, game])),
    lottery,
    promotions: buildPromotions(),
    notices: buildNotices(),
    banners: buildBanners(firstLive),
    rewards: buildRewards(),
    registerFields: registerFields(profile),
    customerService: customerService(profile),
  };
  cache.set(code, built);
  return built;
}
