import type { Unspecified, YesNo } from './common';

export type GameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS';

export interface Game {
  gameId?: number | string;
  roomId?: number | string;
  nodeId?: number | string;
  nodeName?: string;
  showIcon?: string;
  /** 0 means a free demo is available. */
  supportPlay?: number;
  vassalage?: string;
  accountTypeName?: string;
  gameType?: GameType;
  isGame?: 'VASSALAGE' | 'game' | string;
  displayName?: string;
  smallIcon?: string;
  webIconUrl?: string;
  iconUrl?: string;
  gameName?: string;
  gameCode?: string;
  remark?: string;
  freeplay?: boolean;
  appNewWindow?: boolean;
  matchId?: string;
  leagueId?: string;
  sourceType?: string;
  marketingDetailId?: string;
}

export interface GameListPage {
  games?: { content: Game[] };
  content?: Game[];
  totalPages: number;
  pageSize: number;
  pageNum: number;
}

export interface LaunchGameRequest {
  gameId?: number | string;
  nodeId?: number | string;
  matchId?: string;
  leagueId?: string;
  /** 0 free, 1 real. */
  accountType: 0 | 1;
  confirmTrans: 0;
  vassalage?: string;
  username?: string;
  launchMode: 'GLS';
  platform: string;
  clientType: 3;
  language: string;
  merchantCode: string;
  token?: string;
  sourceType?: string;
  marketingDetailId?: string;
}

export interface LaunchGameResponse {
  game_url?: string;
  game_url2?: string;
  /** resType 1: the recommended-maintenance notice. */
  resType?: number;
  content?: { data?: { maintainTime?: string; endTime?: string } };
}

export interface LotteryLaunchRequest {
  device: 'WEB';
  lottoArea?: 'VN';
  lottoPrizeMode?: string;
  launchMode: 'LOTT';
  language: string;
  lottoGameCode?: string;
  lottoMode?: string;
  lottoView?: 'betting' | 'lobby';
  hasLobby?: boolean;
  labelName?: string;
}

export interface LotteryLaunchResponse {
  gameUrl?: string;
  content?: string;
}

export interface LotteryUrlRequest {
  prizeMode: 'SEA' | string;
  lottoGameCode?: string;
}

export interface GameVendorRequest {
  merchantCode: string;
}

export interface GameVendor {
  accountTypeName: string;
  displayName?: string;
  gameType?: GameType;
  vassalage?: string;
  [key: string]: unknown;
}

export interface GameListRequest {
  clientType: 3;
  platform: string;
  merchant: string;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language: string;
}

export interface TokenRequest {
  token: string;
}

export interface FavouriteGameRequest {
  nodeId: number | string;
  vendor: string;
  gameType: GameType | string;
}

export interface HotGamesRequest {
  platform: string;
}

export interface MerchantWalletRequest {
  merchantCode: string;
}

export interface JackpotRequest {
  merchant_code: string;
  currency: string;
}

export interface JackpotResponse {
  amount?: number;
  [key: string]: unknown;
}

export interface WinnerBoardRequest {
  gameCategory?: string;
  language?: string;
  limitNum?: number;
}

export interface WinnerRecord {
  recordId: number | string;
  vo: Unspecified;
}

/* Lottery gateway (raw JSON). */
export interface LotteryGameMenu {
  code: string;
  remark?: string;
  defaultPlayType?: number;
  tag?: string;
}

export interface LotteryGroup {
  gameGroupId: number;
  gameGroupCode: string;
  labelName: string;
  gameMenus: LotteryGameMenu[];
}

export interface PopularLotteryRequest {
  count?: number;
  prizeMode?: string;
  playType?: number;
}

export interface PopularLottery {
  gameId: number | string;
  gameCode: string;
  remark?: string;
  webIconUrl?: string;
  defaultPlayType?: number;
}

export interface LotteryDraw {
  gameCode: string;
  numero: string;
  winNo: string;
}

export interface Numero {
  numero: string;
  isSale?: boolean;
  remainTime: number;
  lockTime?: number;
  liveVideoSwitch?: boolean;
}

export interface LotteryIssue {
  currentNumero: Numero;
  nextNumero?: Numero;
  previousNumero?: Numero;
}

export interface GameCodeParam {
  gameCode: string;
}

export interface GameIdParam {
  gameId: number | string;
}

/* Promotions and rewards. */
export type PromotionRedirect =
  | 'APP_DOWNLOAD'
  | 'REGISTER'
  | 'DEPOSIT'
  | 'REWARD_CENTER'
  | 'MISSION'
  | 'INVITE_FRIENDS'
  | 'MEMBER'
  | 'POINT_MARKET'
  | 'REDIRECT_URL';

export interface Promotion {
  id: number;
  title: string;
  content?: string;
  startDate?: string;
  promotionType?: string;
  announcementImages?: { imageId?: number | string; url: string }[];
  remarkRequired?: YesNo;
  imageRequired?: YesNo;
  linkedPromotionId?: number;
  redirect?: PromotionRedirect | (string & {});
  externalLink?: string;
  execution?: string;
}

export interface Notice {
  id: number;
  title: string;
  content?: string;
  startDateStr?: string;
  startDate?: string;
  endDate?: string;
  announcementImages?: { url: string }[];
  promotionType?: string;
  redirect?: string;
  externalLink?: string;
}

export interface AnnouncementsRequest {
  /** B, PL, PU, PR; default B,PL,PU. */
  types: string;
  groupName?: string;
  execution?: 'B';
  platform?: 'W';
}

export interface Banner {
  bannerId: number;
  url: string;
  linkage?: string;
  linkageType?: 'URL' | 'P' | 'G';
  groupName?: string;
  roomId?: string;
  nodeId?: string;
  vendor?: string;
}

export interface RaffleClaimRequest {
  promotionId: number;
  raffleScheduleId: number;
}

export interface RaffleClaimResponse {
  ticket?: string;
  value?: number;
}

export interface RaffleStatusRequest {
  rafflePromotionId: number;
  raffleScheduleId: number;
}

export interface RaffleStatus {
  isClaimed: boolean;
  hasStarted: boolean;
  hasEnded: boolean;
  due?: number | string;
  time?: number | string;
}

export interface AvailablePromotions {
  /** Counts by promotion type, with enabled flags for MISSION and REFERRAL. */
  [promotionType: string]: number | boolean | { count?: number; enabled?: boolean } | undefined;
}

export interface RewardApplicationRequest {
  pictures: string[];
  promotionId: number;
  remarks?: string;
}

export interface PromoCodeEnable {
  enabled: boolean;
}

export interface PromotionCategory {
  id?: number | string;
  name: string;
  [key: string]: unknown;
}

/* Messages and chat. */
export interface UnreadCount {
  count?: number;
  unReadCount?: number;
}

export interface InboxRequest {
  page: number;
  size: number;
  sort: string;
  read: boolean;
  startDate?: string;
  endDate?: string;
}

export interface InboxItem {
  subject: string;
  read: boolean;
  sendTime: string | number;
}

export interface LaunchChatRequest {
  b2c?: boolean;
  title?: string;
  language: string;
  headerColor?: string;
}

export interface ChatInfo {
  chatUrl: string;
  unReadCount?: number;
  hasPermission?: boolean;
}

export interface AuthKeyResponse {
  authKey: string;
}

export interface LiveChatTokenRequest {
  payload: { userId: string };
  verifyToken: string;
}

/* Agent contracts and confirmations. */
export interface ContractDividendRequest {
  productType: string;
  computationPeriod: string;
  status: string;
}

export interface ContractByIdRequest {
  id: number;
  status: string;
}

export interface ContractHourSalaryRequest {
  contractId: number;
  status: string;
  productType?: string;
}

export interface ContractRealTimeRequest {
  contractId: number;
  status: string;
}

export interface ParticipationRequest {
  type: string;
  status: string;
}

export interface PaymentConfirmationItem {
  payDetailId: number;
  isAutoConfirmed: YesNo;
  amount: number;
  remainingAmount?: number;
}

export interface C2CTransactionRequest {
  isMoneyReceived: 'Y' | 'N' | 'A';
  payDetailId: number;
  proofOfNotReceive?: string;
}

/* Points mall. */
export interface PointBalance {
  balance: number;
  [key: string]: unknown;
}

export interface RewardType {
  typeId: number;
  name: string;
  chineseName?: string;
}

export interface PointRewardRequest {
  page: number;
  size: number;
  type?: number;
}

export interface RewardItem {
  id: number;
  name: string;
  chineseName?: string;
  type: number;
  price?: number;
  mpPointAmount?: number;
  mpMoneyAmount?: number;
  displayPointMoneyAmt?: YesNo;
  inventory: number;
  adjustedCount?: number;
  description?: string;
  imageLink?: string;
  merchandiseImages?: { imageUrl: string; type: 'S' | 'M' }[];
}

export interface RedeemListRequest {
  startDate: string;
  endDate: string;
  page: number;
  size: number;
  status?: 'P' | 'R' | 'A' | '';
}

export interface RedeemRecord {
  id: number;
  dateRequested: string;
  type: number;
  name: string;
  quantity: number;
  requiredPoint: number;
  requiredMoney: number;
  status: 'P' | 'R' | 'A' | string;
}

export interface PointConfig {
  pointExchangeRate: number;
  liveBet?: number;
  lottoBet?: number;
  pvpBet?: number;
  rngBet?: number;
  sportBet?: number;
  deposit?: number;
}

export interface MemberTransactionsRequest {
  subordinateName?: string;
  startTime: string;
  endTime: string;
  accountTypeId: 9;
  size: number;
  page: number;
  excludeTxTypeIds?: string;
}

export interface PointTransaction {
  txId: string;
  txTimeInTimestamp: number;
  amount: number;
  currentAvailBalance: number;
  nameCn?: string;
  nameEn?: string;
}

export interface RedeemRequest {
  rewardId: number;
  quantity: number;
  /** P points only, PM points plus money. */
  redeemType: 'P' | 'PM';
  password: string;
  province?: string;
  remarks?: string;
}

export interface ConvertPointRequest {
  amount: number;
  password: string;
}

export interface RebateSettingRequest {
  productType?: string;
}

export interface RebateSetting {
  productType: string;
  rebateValue: number;
}

export interface RankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId?: number;
  nextLabelName?: string | null;
}

export interface DownloadSetting {
  [key: string]: unknown;
}
