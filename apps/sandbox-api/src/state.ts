import type { L10n } from './lang';
import type { WalletLedger } from './seed/wallet-seed';

/** Everything that changes through calls. Catalogue data (games, promotions...) is regenerated
 * from the seed on start and never stored; only this state is written to the data file. */
export interface SandboxState {
  version: number;
  merchants: Record<string, MerchantState>;
  sessions: Record<string, Session>;
  /** Each merchant's RSA private key (JWK), generated on first use and kept across resets. */
  keys: Record<string, JsonWebKey>;
}

export interface MerchantState {
  accounts: Account[];
  nextCustomerId: number;
  nextRecordId: number;
  /** Redemptions taken from each point-mall reward, by reward id. */
  rewardRedeemed: Record<string, number>;
}

export interface Session {
  merchant: string;
  customerId: number;
  issuedAt: number;
  /**
   * A forced password change is pending (default password, or first login or expired password
   * under PWDEXPFORCECHANGE3): the session may only change the password or log out (ADR 0065).
   */
  passwordChangeRequired?: boolean;
}

export interface Wallet {
  walletId: number;
  accountName: string;
  displayName: string;
  availBalance: number;
}

export interface FavouriteGame {
  nodeId: number;
  vendor: string;
  gameType: string;
  addedAt: number;
}

export interface InboxItem {
  id: number;
  subject: L10n;
  content: L10n;
  read: boolean;
  sendTime: number;
}

export interface RedeemRecord {
  id: number;
  dateRequested: number;
  rewardId: number;
  type: number;
  name: string;
  quantity: number;
  requiredPoint: number;
  requiredMoney: number;
  status: 'P' | 'R' | 'A';
  redeemType: 'P' | 'PM';
  remarks: string;
}

export interface PointTransaction {
  txId: number;
  txTimeInTimestamp: number;
  amount: number;
  currentAvailBalance: number;
  nameCn: string;
  nameEn: string;
}

export type ContractStatus = 'P' | 'E' | 'V' | 'C' | 'A' | 'R';

export interface DividendContract {
  productType: string;
  computationPeriod: string;
  status: ContractStatus;
  minimumBet: number;
  netLoss: number;
  activeMember: number;
  contractRate: number;
  periodicTotalBet: number;
  periodicTotalBetRequired: number;
  downlineHigherRate: boolean;
}

export interface DailySalaryContract {
  id: number;
  status: ContractStatus;
  details: { betVolume: number; activeMember: number; rateType: 'P' | 'F'; rate: number }[];
}

export interface HourSalaryContract {
  contractId: number;
  productType: string;
  status: ContractStatus;
  hourSalaryRates: {
    minimumBet: number;
    activeMember: number;
    rateType: 'P' | 'F';
    rate: number;
  }[];
}

export interface RealTimeSalaryContract {
  contractId: number;
  status: ContractStatus;
  realTimeSalaryRates: { betAmount: number; lossRate: number; winRate: number }[];
}

export interface Contracts {
  dividend: DividendContract[];
  daily: DailySalaryContract[];
  hourly: HourSalaryContract[];
  realtime: RealTimeSalaryContract[];
}

export interface PaymentConfirmation {
  payDetailId: number;
  isAutoConfirmed: 'Y' | 'N';
  amount: number;
  remainingAmount: number;
  counterparty: string;
  direction: 'UPLINE' | 'DOWNLINE';
  createdAt: number;
}

export interface ProcessedConfirmation {
  payDetailId: number;
  isMoneyReceived: 'Y' | 'N' | 'A';
  hasProof: boolean;
  at: number;
}

export interface PromotionApplication {
  promotionId: number;
  status: 'PENDING';
  remarks: string;
  pictures: number;
  at: number;
}

export interface Account {
  /** Seeded on first use by `walletLedgerOf` (seed/wallet-seed.ts). */
  walletLedger?: WalletLedger;
  customerId: number;
  username: string;
  password: string;
  paymentPassword: string;
  nickname: string;
  /** 0, 1, 2 member or agent kinds; 4 trial; 40-42 as in the spec. */
  isAgent: number;
  /** What the account is for (README table). */
  role: string;
  mobileNo: string | null;
  countryDialingCode: string;
  email: string | null;
  payeeName: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  secondFactor: boolean;
  authCode: string | null;
  freePlay: boolean;
  firebaseIdTokens: string[];
  telegramIds: string[];
  toUpline: 0 | 1;
  upline: string | null;
  affiliateCode: string | null;
  clubLabelId: number | null;
  memberLabelIds: number[];
  vip: { completedConditions: number; totalExpectedConditions: number; nextLabelId: number | null };
  language: string;
  /** The latest sign-in (the agent team list shows it). */
  lastLogin: number | null;
  /**
   * The sign-in before the latest: member info's `lastLogin`, null on an account's first sign-in
   * (ADR 0026). Missing in state files written before it existed.
   */
  previousLogin?: number | null;
  createdAt: number;
  failedLogins: number;
  avatarId: number;
  wallets: Wallet[];
  points: number;
  favourites: FavouriteGame[];
  recentGames: number[];
  recentLottery: string[];
  promotionApplications: PromotionApplication[];
  raffleClaims: string[];
  inbox: InboxItem[];
  redeemRecords: RedeemRecord[];
  pointTransactions: PointTransaction[];
  contracts: Contracts;
  paymentConfirmations: PaymentConfirmation[];
  processedConfirmations: ProcessedConfirmation[];
}

export const STATE_VERSION = 1;
