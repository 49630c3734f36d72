import { formatDate, formatDateTime, round2 } from '../format';
import { type L10n, l10n } from '../lang';
import { createRng } from '../prng';
import type { Account, MerchantState } from '../state';
import type { MerchantProfile } from './merchants';
import { newAccount, SEED_PASSWORD } from './accounts';

export const DAY_MS = 86_400_000;

/** The agent-centre accounts (isAgent 1, 2, 41, 42) own a team (ADR 0058). */
export const TEAM_AGENT_KINDS: readonly number[] = [1, 2, 41, 42];

/** Seeded downlines per agent; agent41's team spans several pages of the team list. */
export const SEEDED_TEAM_SIZES: Readonly<Record<string, number>> = {
  agent01: 8,
  agent02: 5,
  agent41: 24,
  agent42: 6,
};

/** The role of a seeded downline (only these have generated betting activity). */
export const SEEDED_DOWNLINE_ROLE = 'seeded downline';
export const REGISTERED_DOWNLINE_ROLE = 'downline registered by an agent';

/** Transfer-to-downline limits (per transfer, in the merchant's currency). */
export const TRANSFER_LIMITS = { minAmount: 10, maxAmount: 50_000 } as const;

export interface AffiliateLinkRecord {
  id: number;
  agent: string;
  affiliateCode: string;
  remark: string;
  enabled: boolean;
  createdAt: number;
}

export interface TransferRecord {
  transactionId: number;
  agent: string;
  downline: string;
  amount: number;
  at: number;
}

/** What the agent-team calls keep per merchant, beside the accounts (ADR 0142). */
export interface AgentTeamState {
  links: AffiliateLinkRecord[];
  transfers: TransferRecord[];
  /** Request ids already used by money or registration calls: a replay is refused. */
  requestIds: string[];
  nextLinkId: number;
  nextTransactionId: number;
}

/** The merchant state with the agent team's part, created on the first agent-team call. */
export type TeamMerchantState = MerchantState & { agentTeam?: AgentTeamState };

/** The seeded downline usernames of an agent: `a41mem01`, `a41mem02`, ... (6 to 13 characters). */
export function seededDownlineNames(agent: string): string[] {
  const count = SEEDED_TEAM_SIZES[agent] ?? 0;
  const tag = agent.replace(/^agent/, 'a');
  return Array.from({ length: count }, (_, i) => `${tag}mem${String(i + 1).padStart(2, '0')}`);
}

/**
 * Adds the seeded downlines (real accounts that can sign in with the seed password) and the
 * team state. Runs once per merchant, on the first agent-team call after a start or a reset.
 */
export function seedAgentTeam(
  state: TeamMerchantState,
  profile: MerchantProfile,
  now: number,
): AgentTeamState {
  if (state.agentTeam) return state.agentTeam;
  const links: AffiliateLinkRecord[] = [];
  let nextLinkId = 1;
  for (const agent of state.accounts.filter((a) => TEAM_AGENT_KINDS.includes(a.isAgent))) {
    if (agent.affiliateCode)
      links.push({
        id: nextLinkId++,
        agent: agent.username,
        affiliateCode: agent.affiliateCode,
        remark: 'default',
        enabled: true,
        createdAt: now - 60 * DAY_MS,
      });
    const names = seededDownlineNames(agent.username);
    names.forEach((username, index) => {
      if (state.accounts.some((a) => a.username.toLowerCase() === username)) return;
      const rng = createRng(`team:${profile.code}:${username}`);
      const customerId = state.nextCustomerId;
      state.nextCustomerId += 1;
      const base = newAccount(profile, customerId, username, now - (index * 5 + 2) * DAY_MS);
      const balance = round2(rng.int(0, 400_000) / 100);
      const account: Account = {
        ...base,
        password: SEED_PASSWORD,
        role: SEEDED_DOWNLINE_ROLE,
        upline: agent.username,
        lastLogin: index % 3 === 0 ? null : now - rng.int(1, 20) * DAY_MS,
        wallets: base.wallets.map((w, i) => ({ ...w, availBalance: i === 0 ? balance : 0 })),
      };
      state.accounts.push(account);
    });
  }
  state.agentTeam = { links, transfers: [], requestIds: [], nextLinkId, nextTransactionId: 700001 };
  return state.agentTeam;
}

export interface DayActivity {
  deposits: number;
  withdrawals: number;
  bets: number;
  betCount: number;
  payouts: number;
  bonus: number;
}

const NO_ACTIVITY: DayActivity = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  betCount: 0,
  payouts: 0,
  bonus: 0,
};

/** The start of a platform day (UTC+8) holding `ms`. */
export function dayStart(ms: number): number {
  const offset = 8 * 3600_000;
  return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
}

/**
 * A seeded downline's activity on one day, the same on every machine and run. Registered
 * downlines and days before the account existed have none.
 */
export function dayActivity(merchant: string, account: Account, day: number): DayActivity {
  if (account.role !== SEEDED_DOWNLINE_ROLE || day < dayStart(account.createdAt))
    return NO_ACTIVITY;
  const rng = createRng(`activity:${merchant}:${account.username}:${formatDate(day)}`);
  if (!rng.chance(0.55)) return NO_ACTIVITY;
  const bets = round2(rng.int(2_000, 150_000) / 100);
  const payouts = round2(bets * (0.6 + rng.next() * 0.7));
  return {
    deposits: rng.chance(0.4) ? rng.int(1, 20) * 100 : 0,
    withdrawals: rng.chance(0.2) ? rng.int(1, 10) * 100 : 0,
    bets,
    betCount: rng.int(1, 60),
    payouts,
    bonus: rng.chance(0.15) ? rng.int(1, 30) : 0,
  };
}

export const PRODUCT_TYPES = ['LIVE', 'RNG', 'LOTT', 'SPORTS'] as const;

/** How a day's bets split over the product types (deterministic). */
export function productShares(merchant: string, day: number): number[] {
  const rng = createRng(`products:${merchant}:${formatDate(day)}`);
  const weights = PRODUCT_TYPES.map(() => rng.int(1, 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

interface AnnouncementSeed {
  id: number;
  daysAgo: number;
  title: L10n;
  content: L10n;
}

export const AGENT_ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    id: 3,
    daysAgo: 1,
    title: l10n(
      '本月佣金结算时间',
      '本月佣金結算時間',
      '今月のコミッション精算日',
      'Commission settlement this month',
      'กำหนดจ่ายค่าคอมมิชชันเดือนนี้',
      'Thời gian quyết toán hoa hồng tháng này',
    ),
    content: l10n(
      '<p>本月佣金将于<strong>5 日</strong>结算。</p>',
      '<p>本月佣金將於<strong>5 日</strong>結算。</p>',
      '<p>今月のコミッションは<strong>5日</strong>に精算されます。</p>',
      '<p>Commissions for this month are settled on <strong>the 5th</strong>.</p>',
      '<p>ค่าคอมมิชชันเดือนนี้จะจ่ายใน<strong>วันที่ 5</strong></p>',
      '<p>Hoa hồng tháng này được quyết toán vào <strong>ngày 5</strong>.</p>',
    ),
  },
  {
    id: 2,
    daysAgo: 8,
    title: l10n(
      '新的推广链接功能',
      '新的推廣連結功能',
      '新しい紹介リンク機能',
      'New affiliate link tools',
      'เครื่องมือลิงก์แนะนำใหม่',
      'Công cụ liên kết giới thiệu mới',
    ),
    content: l10n(
      '<p>现在可以在注册中心创建多个推广链接并生成二维码。</p>',
      '<p>現在可以在註冊中心建立多個推廣連結並產生 QR 碼。</p>',
      '<p>登録センターで複数の紹介リンクと QR コードを作成できます。</p>',
      '<p>You can now create several affiliate links with QR codes in the register centre.</p>',
      '<p>ตอนนี้สร้างลิงก์แนะนำหลายลิงก์พร้อม QR code ได้ในศูนย์ลงทะเบียน</p>',
      '<p>Giờ đây bạn có thể tạo nhiều liên kết giới thiệu kèm mã QR trong trung tâm đăng ký.</p>',
    ),
  },
  {
    id: 1,
    daysAgo: 20,
    title: l10n(
      '代理规则更新',
      '代理規則更新',
      '代理店規約の更新',
      'Agent terms updated',
      'อัปเดตข้อกำหนดตัวแทน',
      'Cập nhật điều khoản đại lý',
    ),
    content: l10n(
      '<p>下级转账单笔上限为 50,000。</p>',
      '<p>下級轉帳單筆上限為 50,000。</p>',
      '<p>ダウンラインへの送金は 1 回 50,000 までです。</p>',
      '<p>A transfer to a downline is limited to 50,000 per transfer.</p>',
      '<p>การโอนให้ดาวน์ไลน์จำกัด 50,000 ต่อครั้ง</p>',
      '<p>Mỗi lần chuyển cho cấp dưới tối đa 50,000.</p>',
    ),
  },
];

const RED_RAIN_TITLE = l10n(
  '红包雨',
  '紅包雨',
  'レッドエンベロープレイン',
  'Red envelope rain',
  'ฝนซองแดง',
  'Mưa lì xì',
);

/** Red-rain sessions around `now`: every day at 20:00 (UTC+8) for 20 minutes, two ahead. */
export function redRainSessions(merchant: string, now: number) {
  const today = dayStart(now);
  return Array.from({ length: 12 }, (_, i) => {
    const day = today + (2 - i) * DAY_MS;
    const start = day + 12 * 3600_000;
    const end = start + 20 * 60_000;
    const status = now < start ? 'UPCOMING' : now < end ? 'LIVE' : 'ENDED';
    const rng = createRng(`redrain:${merchant}:${formatDate(day)}`);
    const totalAmount = rng.int(50, 200) * 100;
    const teamClaims = status === 'UPCOMING' ? 0 : rng.int(0, 40);
    return {
      id: Number(formatDate(day).replace(/-/g, '')),
      title: RED_RAIN_TITLE,
      startTime: formatDateTime(start),
      endTime: formatDateTime(end),
      status: status as 'UPCOMING' | 'LIVE' | 'ENDED',
      teamClaims,
      teamAmount: round2(teamClaims * (rng.int(100, 900) / 100)),
      totalAmount,
    };
  });
}

/**
 * The agent an affiliate code registers under: an account's own code, or the code of an enabled
 * link an agent created in the register centre (ADR 0144). A disabled or deleted link's code is
 * refused like an unknown one. Matching ignores case.
 */
export function affiliateOwner(
  state: TeamMerchantState,
  code: string,
): { agent: Account; affiliateCode: string } | undefined {
  const wanted = code.toLowerCase();
  const own = state.accounts.find((account) => account.affiliateCode?.toLowerCase() === wanted);
  if (own?.affiliateCode) return { agent: own, affiliateCode: own.affiliateCode };
  const link = state.agentTeam?.links.find(
    (candidate) => candidate.enabled && candidate.affiliateCode.toLowerCase() === wanted,
  );
  const agent = link && state.accounts.find((account) => account.username === link.agent);
  return link && agent ? { agent, affiliateCode: link.affiliateCode } : undefined;
}
