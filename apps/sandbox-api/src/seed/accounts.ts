import { type L10n, l10n } from '../lang';
import { createRng } from '../prng';
import type {
  Account,
  ContractStatus,
  Contracts,
  InboxItem,
  MerchantState,
  PaymentConfirmation,
  PointTransaction,
  RedeemRecord,
  SandboxState,
} from '../state';
import { STATE_VERSION } from '../state';
import { SEED_EPOCH } from './content';
import { MERCHANTS, MERCHANT_CODES, type MerchantProfile } from './merchants';

/** The platform's insecure default password (the spec's `{secret}`); ADR 0023. */
export const DEFAULT_PASSWORD = 'Aa123456';
/** The password of every other seeded account. */
export const SEED_PASSWORD = 'Sandbox123';
/** The payment (fund) password of every seeded account. */
export const SEED_PAYMENT_PASSWORD = '654321';
/** The authenticator code the second-factor account accepts (method G). */
export const SEED_AUTH_CODE = '246810';

export interface SeedAccountSpec {
  username: string;
  role: string;
  isAgent: number;
  password?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  secondFactor?: boolean;
  clubLabelId?: number | null;
  vip?: Account['vip'];
  toUpline?: 0 | 1;
  upline?: string;
  affiliateCode?: string;
  social?: boolean;
  points?: number;
  balance?: number;
}

/** The seeded accounts, identical in every merchant (README lists them). */
export const SEED_ACCOUNTS: readonly SeedAccountSpec[] = [
  {
    username: 'player01',
    role: 'player',
    isAgent: 0,
    clubLabelId: 3,
    vip: { completedConditions: 3, totalExpectedConditions: 5, nextLabelId: 4 },
    social: true,
    points: 5000,
    balance: 12880.5,
    upline: 'agent01',
  },
  {
    username: 'player02',
    role: 'player (plain, no club label)',
    isAgent: 0,
    clubLabelId: null,
    points: 120,
    balance: 35.2,
  },
  {
    username: 'vipmax01',
    role: 'player at the top VIP label (progress 1)',
    isAgent: 0,
    clubLabelId: 4,
    vip: { completedConditions: 8, totalExpectedConditions: 8, nextLabelId: null },
    points: 88000,
    balance: 520000,
  },
  {
    username: 'agent00',
    role: 'agent, isAgent 0',
    isAgent: 0,
    clubLabelId: 9,
    affiliateCode: 'AFF0000',
    points: 900,
    balance: 3000,
    upline: 'agent01',
    toUpline: 1,
  },
  {
    username: 'agent01',
    role: 'agent, isAgent 1',
    isAgent: 1,
    clubLabelId: 9,
    affiliateCode: 'AFF0001',
    points: 1500,
    balance: 68000,
    toUpline: 1,
  },
  {
    username: 'agent02',
    role: 'agent, isAgent 2 (no upline transfer)',
    isAgent: 2,
    clubLabelId: 9,
    affiliateCode: 'AFF0002',
    points: 300,
    balance: 15000,
    toUpline: 1,
  },
  {
    username: 'agent41',
    role: 'agent menu, isAgent 41',
    isAgent: 41,
    affiliateCode: 'AFF0041',
    balance: 4100,
  },
  {
    username: 'agent42',
    role: 'agent menu, isAgent 42',
    isAgent: 42,
    affiliateCode: 'AFF0042',
    balance: 4200,
  },
  { username: 'trial04', role: 'trial / non-real account, isAgent 4', isAgent: 4, balance: 2000 },
  {
    username: 'firstlogin01',
    role: 'first login (firstTimeLogin until the password is changed)',
    isAgent: 0,
    firstTimeLogin: true,
    balance: 0,
  },
  {
    username: 'expired01',
    role: 'expired password (passwordExpired until changed)',
    isAgent: 0,
    passwordExpired: true,
    balance: 50,
  },
  {
    username: 'default01',
    role: 'still on the insecure default password',
    isAgent: 0,
    password: DEFAULT_PASSWORD,
    balance: 10,
  },
  {
    username: 'secure01',
    role: 'needs the second factor (login_verify_required)',
    isAgent: 0,
    secondFactor: true,
    clubLabelId: 2,
    balance: 777,
  },
  {
    username: 'broke01',
    role: 'real player with an empty wallet (launch answers launch_game_balance_not_enough)',
    isAgent: 0,
    balance: 0,
  },
];

const INBOX_SUBJECTS: readonly L10n[] = [
  l10n('欢迎加入', '歡迎加入', 'ようこそ', 'Welcome aboard', 'ยินดีต้อนรับ', 'Chào mừng bạn'),
  l10n(
    '您的存款已到账',
    '您的存款已到帳',
    '入金が反映されました',
    'Your deposit has arrived',
    'เงินฝากของคุณเข้าแล้ว',
    'Tiền nạp đã vào tài khoản',
  ),
  l10n(
    '本周活动推荐',
    '本週活動推薦',
    '今週のおすすめイベント',
    'This week’s events',
    'กิจกรรมแนะนำสัปดาห์นี้',
    'Sự kiện tuần này',
  ),
  l10n(
    '安全提醒',
    '安全提醒',
    'セキュリティのお知らせ',
    'Security reminder',
    'แจ้งเตือนความปลอดภัย',
    'Nhắc nhở bảo mật',
  ),
];

const DAY = 86_400_000;
const STATUSES: readonly ContractStatus[] = ['P', 'E', 'V', 'C', 'A', 'R'];

function contractsFor(isAgent: number, base: number): Contracts {
  if (![0, 1, 2].includes(isAgent)) return { dividend: [], daily: [], hourly: [], realtime: [] };
  const products = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH'];
  return {
    dividend: STATUSES.map((status, i) => ({
      productType: products[i % products.length] ?? 'LIVE',
      computationPeriod: i % 2 === 0 ? 'HALF_MONTH' : 'MONTH',
      status,
      minimumBet: 10000 * (i + 1),
      netLoss: 5000 * (i + 1),
      activeMember: 5 + i,
      contractRate: 10 + i * 2,
      periodicTotalBet: 8000 * (i + 1),
      periodicTotalBetRequired: 10000 * (i + 1),
      downlineHigherRate: i === 1,
    })),
    daily: STATUSES.map((status, i) => ({
      id: base + 100 + i,
      status,
      details: [
        { betVolume: 10000, activeMember: 3, rateType: 'P', rate: 0.3 + i * 0.1 },
        { betVolume: 50000, activeMember: 8, rateType: 'F', rate: 100 + i * 10 },
      ],
    })),
    hourly: STATUSES.map((status, i) => ({
      contractId: base + 200 + i,
      productType: products[i % products.length] ?? 'LIVE',
      status,
      hourSalaryRates: [{ minimumBet: 2000, activeMember: 2, rateType: 'P', rate: 0.2 + i * 0.05 }],
    })),
    realtime: STATUSES.map((status, i) => ({
      contractId: base + 300 + i,
      status,
      realTimeSalaryRates: [{ betAmount: 1000, lossRate: 0.5 + i * 0.1, winRate: 0.2 + i * 0.05 }],
    })),
  };
}

function confirmationsFor(
  isAgent: number,
  base: number,
  upline: string | null,
): PaymentConfirmation[] {
  if (![0, 1, 2].includes(isAgent)) return [];
  return [
    {
      payDetailId: base + 1,
      isAutoConfirmed: 'N',
      amount: 500,
      remainingAmount: 500,
      counterparty: upline ?? 'player01',
      direction: upline ? 'UPLINE' : 'DOWNLINE',
      createdAt: SEED_EPOCH - 2 * 3600_000,
    },
    {
      payDetailId: base + 2,
      isAutoConfirmed: 'Y',
      amount: 1200,
      remainingAmount: 200,
      counterparty: 'player01',
      direction: 'DOWNLINE',
      createdAt: SEED_EPOCH - 3600_000,
    },
    {
      payDetailId: base + 3,
      isAutoConfirmed: 'N',
      amount: 88.8,
      remainingAmount: 88.8,
      counterparty: 'player02',
      direction: 'DOWNLINE',
      createdAt: SEED_EPOCH - 600_000,
    },
  ];
}

export function newAccount(
  profile: MerchantProfile,
  customerId: number,
  username: string,
  now: number,
): Account {
  return {
    customerId,
    username,
    password: SEED_PASSWORD,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    nickname: username,
    isAgent: 0,
    role: 'registered',
    mobileNo: null,
    countryDialingCode: profile.countryDialingCode,
    email: null,
    payeeName: null,
    firstTimeLogin: false,
    passwordExpired: false,
    secondFactor: false,
    authCode: null,
    freePlay: false,
    firebaseIdTokens: [],
    telegramIds: [],
    toUpline: 0,
    upline: null,
    affiliateCode: null,
    clubLabelId: 1,
    memberLabelIds: [],
    vip: { completedConditions: 0, totalExpectedConditions: 3, nextLabelId: 2 },
    language: 'CN',
    lastLogin: null,
    previousLogin: null,
    createdAt: now,
    failedLogins: 0,
    avatarId: 1,
    wallets: profile.singleWallet
      ? [{ walletId: 0, accountName: 'MAIN', displayName: 'MAIN', availBalance: 0 }]
      : [
          { walletId: 0, accountName: 'MAIN', displayName: 'MAIN', availBalance: 0 },
          { walletId: 1, accountName: 'LOTT', displayName: 'LOTT', availBalance: 0 },
        ],
    points: 0,
    favourites: [],
    recentGames: [],
    recentLottery: [],
    promotionApplications: [],
    raffleClaims: [],
    inbox: [],
    redeemRecords: [],
    pointTransactions: [],
    contracts: { dividend: [], daily: [], hourly: [], realtime: [] },
    paymentConfirmations: [],
    processedConfirmations: [],
  };
}

function seedAccount(
  profile: MerchantProfile,
  spec: SeedAccountSpec,
  index: number,
  favouriteNodes: readonly number[],
): Account {
  const rng = createRng(`account:${profile.code}:${spec.username}`);
  const customerId = 100001 + index;
  const account = newAccount(profile, customerId, spec.username, SEED_EPOCH - 90 * DAY);
  const balance = spec.balance ?? 0;
  const agentSeed = spec.username.startsWith('agent');
  const mobile = `13${String(800000000 + index * 1111).padStart(9, '0')}`;
  const inbox: InboxItem[] = INBOX_SUBJECTS.map((subject, i) => ({
    id: customerId * 10 + i,
    subject,
    content: {
      CN: `${subject.CN}。如有疑问请联系客服。`,
      TW: `${subject.TW}。如有疑問請聯繫客服。`,
      JA: `${subject.JA}。ご不明点はサポートまで。`,
      EN: `${subject.EN}. Contact support if you have questions.`,
      TH: `${subject.TH} หากมีคำถามติดต่อฝ่ายบริการ`,
      VI: `${subject.VI}. Liên hệ hỗ trợ nếu có thắc mắc.`,
    },
    read: i >= 2,
    sendTime: SEED_EPOCH - i * DAY,
  }));
  const records: RedeemRecord[] = (['A', 'P', 'R'] as const).map((status, i) => ({
    id: customerId * 10 + i,
    dateRequested: SEED_EPOCH - (i + 1) * 5 * DAY,
    rewardId: 4001 + i,
    type: (i % 4) + 1,
    name: ['Wireless earbuds', 'Smart watch', 'Insulated bottle'][i] ?? 'Gift',
    quantity: 1,
    requiredPoint: 100 * (i + 1),
    requiredMoney: 0,
    status,
    redeemType: 'P',
    remarks: '',
  }));
  let pointBalance = spec.points ?? 0;
  const txs: PointTransaction[] = [];
  for (let i = 0; i < 15; i += 1) {
    const amount = rng.int(5, 80);
    txs.push({
      txId: customerId * 100 + i,
      txTimeInTimestamp: SEED_EPOCH - (i * DAY) / 2,
      amount,
      currentAvailBalance: pointBalance,
      nameCn: i % 2 === 0 ? '投注返积分' : '存款返积分',
      nameEn: i % 2 === 0 ? 'Points from bets' : 'Points from deposits',
    });
    pointBalance -= amount;
  }
  const walletShares = account.wallets.length === 1 ? [1] : [0.9, 0.1];
  return {
    ...account,
    password: spec.password ?? SEED_PASSWORD,
    nickname:
      spec.username.replace(/\d+$/, '').replace(/^./, (c) => c.toUpperCase()) + ` ${index + 1}`,
    isAgent: spec.isAgent,
    role: spec.role,
    mobileNo: mobile,
    email: `${spec.username}@example.test`,
    payeeName: `Sandbox ${spec.username}`,
    firstTimeLogin: spec.firstTimeLogin ?? false,
    passwordExpired: spec.passwordExpired ?? false,
    secondFactor: spec.secondFactor ?? false,
    authCode: spec.secondFactor ? SEED_AUTH_CODE : null,
    firebaseIdTokens: spec.social ? [`sandbox-firebase-${spec.username}`] : [],
    telegramIds: spec.social ? [String(700000 + index)] : [],
    toUpline: spec.toUpline ?? 0,
    upline: spec.upline ?? null,
    affiliateCode: spec.affiliateCode ?? null,
    clubLabelId: spec.clubLabelId === undefined ? 1 : spec.clubLabelId,
    memberLabelIds: spec.isAgent === 1 || spec.isAgent === 2 ? [9] : [],
    vip: spec.vip ?? account.vip,
    // A first-login account has never signed in; every other seeded account did yesterday.
    lastLogin: spec.firstTimeLogin ? null : SEED_EPOCH - DAY,
    avatarId: (index % 9) + 1,
    wallets: account.wallets.map((wallet, i) => ({
      ...wallet,
      availBalance: Math.round(balance * (walletShares[i] ?? 0) * 100) / 100,
    })),
    points: spec.points ?? 0,
    favourites:
      spec.role === 'player'
        ? favouriteNodes.slice(0, 3).map((nodeId, i) => ({
            nodeId,
            vendor: '',
            gameType: '',
            addedAt: SEED_EPOCH - i * DAY,
          }))
        : [],
    recentGames: spec.role === 'player' ? favouriteNodes.slice(3, 8) : [],
    recentLottery: spec.role === 'player' ? ['CQSSC', 'TXFFC'] : [],
    inbox,
    redeemRecords: spec.points ? records : [],
    pointTransactions: spec.points ? txs : [],
    // Contracts and confirmations are seeded for the agents only (agent00, agent01, agent02): the
    // plain players sign in without the contract and confirmation modals in the way.
    contracts: contractsFor(agentSeed ? spec.isAgent : -1, customerId * 10),
    paymentConfirmations: confirmationsFor(
      agentSeed ? spec.isAgent : -1,
      customerId * 10,
      spec.upline ?? null,
    ),
  };
}

export function seedMerchantState(
  profile: MerchantProfile,
  favouriteGames: readonly { nodeId: number; vendor: string; gameType: string }[],
): MerchantState {
  const nodes = favouriteGames.map((game) => game.nodeId);
  const accounts = SEED_ACCOUNTS.map((spec, index) => {
    const account = seedAccount(profile, spec, index, nodes);
    return {
      ...account,
      favourites: account.favourites.map((fav) => {
        const game = favouriteGames.find((g) => g.nodeId === fav.nodeId);
        return game ? { ...fav, vendor: game.vendor, gameType: game.gameType } : fav;
      }),
    };
  });
  return { accounts, nextCustomerId: 200001, nextRecordId: 900001, rewardRedeemed: {} };
}

export function seedState(
  favouriteGames: readonly { nodeId: number; vendor: string; gameType: string }[],
): SandboxState {
  const merchants: Record<string, MerchantState> = {};
  for (const code of MERCHANT_CODES)
    merchants[code] = seedMerchantState(MERCHANTS[code], favouriteGames);
  return { version: STATE_VERSION, merchants, sessions: {}, keys: {} };
}
