import { defineCall, relayPath } from './define';
import type { AvatarIcon } from './shapes/account';
import type { NoPayload, Page, Unspecified } from './shapes/common';
import type {
  AnnouncementsRequest,
  AuthKeyResponse,
  AvailablePromotions,
  C2CTransactionRequest,
  ChatInfo,
  ContractByIdRequest,
  ContractDividendRequest,
  ContractHourSalaryRequest,
  ContractRealTimeRequest,
  ConvertPointRequest,
  DownloadSetting,
  InboxItem,
  InboxRequest,
  LaunchChatRequest,
  LiveChatTokenRequest,
  MemberTransactionsRequest,
  Notice,
  ParticipationRequest,
  PaymentConfirmationItem,
  PointBalance,
  PointConfig,
  PointRewardRequest,
  PointTransaction,
  PromoCodeEnable,
  Promotion,
  PromotionCategory,
  RaffleClaimRequest,
  RaffleClaimResponse,
  RaffleStatus,
  RaffleStatusRequest,
  RankProgress,
  RebateSetting,
  RebateSettingRequest,
  RedeemListRequest,
  RedeemRecord,
  RedeemRequest,
  RewardApplicationRequest,
  RewardItem,
  RewardType,
  UnreadCount,
} from './shapes/play';
import type {
  DownloadSettingRequest,
  FeedbackRequest,
  HelpCenterRequest,
  HelpMenuNode,
  SpeedTestRequest,
  TelegramLoginSetting,
} from './shapes/system';

const relay = (operation: string) => ({ path: relayPath(operation), operation });
const passwordCheck = (operation: string) => ({
  path: relayPath(operation, 'passwordCheck'),
  operation,
});

/** Promotions, messages, agent contracts, points and the rest (content-and-play.md section 7). */
export const contentCalls = {
  /* Promotions, notices, rewards. */
  /** Claim a raffle ticket. */
  'relay.MCSFE_claimRafflePromotion': defineCall<RaffleClaimRequest, RaffleClaimResponse>()({
    id: 'relay.MCSFE_claimRafflePromotion',
    method: 'POST',
    ...relay('MCSFE_claimRafflePromotion'),
    needsToken: true,
    flag: 'REWCEN3',
  }),
  /** Raffle status. */
  'relay.MCSFE_getRafflePromotionStatus': defineCall<RaffleStatusRequest, RaffleStatus>()({
    id: 'relay.MCSFE_getRafflePromotionStatus',
    method: 'GET',
    ...relay('MCSFE_getRafflePromotionStatus'),
    needsToken: true,
    alert: 'silent',
  }),
  /** Available promotions; polled every 300000 ms, throttled 1 s. */
  'relay.MCSFE_getAvailablePromotions': defineCall<NoPayload, AvailablePromotions>()({
    id: 'relay.MCSFE_getAvailablePromotions',
    method: 'GET',
    ...relay('MCSFE_getAvailablePromotions'),
    needsToken: true,
    alert: 'silent',
    throttleMs: 1_000,
  }),
  /** Merchant available promotions. */
  'relay.MCSFE_getMerchantAvailablePromotions': defineCall<NoPayload, AvailablePromotions>()({
    id: 'relay.MCSFE_getMerchantAvailablePromotions',
    method: 'GET',
    ...relay('MCSFE_getMerchantAvailablePromotions'),
    alert: 'silent',
    cacheable: true,
  }),
  /** Promotion claim list (payload not shown). */
  'relay.MCS2_getPromotionClaimList': defineCall<Unspecified, Unspecified[]>()({
    id: 'relay.MCS2_getPromotionClaimList',
    method: 'GET',
    ...relay('MCS2_getPromotionClaimList'),
    needsToken: true,
    flag: 'REWCEN3',
  }),
  /** Apply for a reward: pictures, promotionId, remarks. */
  'relay.MCSFE_signUpRequestReward': defineCall<RewardApplicationRequest, unknown>()({
    id: 'relay.MCSFE_signUpRequestReward',
    method: 'POST',
    ...relay('MCSFE_signUpRequestReward'),
    needsToken: true,
    flag: 'REWCEN3',
  }),
  /** Announcements, banners and promotions (types B, PL, PU, PR). */
  'relay.MCSFE_getListAnnouncements': defineCall<AnnouncementsRequest, (Notice | Promotion)[]>()({
    id: 'relay.MCSFE_getListAnnouncements',
    method: 'GET',
    ...relay('MCSFE_getListAnnouncements'),
    cacheable: true,
  }),
  /** Announcements for visitors. */
  'relay.CCSFE_getListAnnouncements': defineCall<AnnouncementsRequest, (Notice | Promotion)[]>()({
    id: 'relay.CCSFE_getListAnnouncements',
    method: 'GET',
    ...relay('CCSFE_getListAnnouncements'),
    cacheable: true,
  }),
  /** Promotion categories. */
  'relay.PROMOFE_getPromotionAnnouncementCategory': defineCall<NoPayload, PromotionCategory[]>()({
    id: 'relay.PROMOFE_getPromotionAnnouncementCategory',
    method: 'GET',
    ...relay('PROMOFE_getPromotionAnnouncementCategory'),
    cacheable: true,
  }),
  /** Whether promo codes are enabled. */
  'relay.PROMOFE_getPromoCodeEnable': defineCall<NoPayload, PromoCodeEnable>()({
    id: 'relay.PROMOFE_getPromoCodeEnable',
    method: 'GET',
    ...relay('PROMOFE_getPromoCodeEnable'),
    alert: 'silent',
    cacheable: true,
  }),
  /** Rebate settings per product type. */
  'relay.MCSFE_getCustomerRebateSettingByProductType': defineCall<
    RebateSettingRequest,
    RebateSetting[]
  >()({
    id: 'relay.MCSFE_getCustomerRebateSettingByProductType',
    method: 'GET',
    ...relay('MCSFE_getCustomerRebateSettingByProductType'),
    needsToken: true,
    flag: 'PLYRBT',
    alert: 'silent',
  }),

  /* Messages and chat. */
  /** Unread inbox count (throttled 500 ms). */
  'relay.CSP_unreadCount': defineCall<NoPayload, UnreadCount>()({
    id: 'relay.CSP_unreadCount',
    method: 'GET',
    ...relay('CSP_unreadCount'),
    needsToken: true,
    flag: 'INBOX3',
    alert: 'silent',
  }),
  /** Latest unread inbox item: page 1, size 1, sort sendTime:desc, read false, last 7 days. */
  'relay.CSP_getInbox': defineCall<InboxRequest, Page<InboxItem>>()({
    id: 'relay.CSP_getInbox',
    method: 'GET',
    ...relay('CSP_getInbox'),
    needsToken: true,
    flag: 'INBOX3',
    alert: 'silent',
  }),
  /** Mark one inbox message as read (not in the spec; assumed, ADR 0017). */
  'relay.CSP_readInbox': defineCall<{ id: number }, unknown>()({
    id: 'relay.CSP_readInbox',
    method: 'PUT',
    ...relay('CSP_readInbox'),
    needsToken: true,
    flag: 'INBOX3',
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** Unread chat count. */
  'relay.CBS_unreadCount': defineCall<NoPayload, UnreadCount>()({
    id: 'relay.CBS_unreadCount',
    method: 'GET',
    ...relay('CBS_unreadCount'),
    needsToken: true,
    alert: 'silent',
  }),
  /** Launch chat (b2c, title, language, headerColor). */
  'relay.CBS_launchChat': defineCall<LaunchChatRequest, ChatInfo>()({
    id: 'relay.CBS_launchChat',
    method: 'GET',
    ...relay('CBS_launchChat'),
    needsToken: true,
  }),
  /** Chat permission. */
  'relay.CBS_groupPermission': defineCall<NoPayload, ChatInfo>()({
    id: 'relay.CBS_groupPermission',
    method: 'GET',
    ...relay('CBS_groupPermission'),
    needsToken: true,
    alert: 'silent',
  }),
  /** Save member token data for the chat window; returns authKey. */
  'relay.WPSCORE_saveMemberInfoByAuthKey': defineCall<Unspecified, AuthKeyResponse>()({
    id: 'relay.WPSCORE_saveMemberInfoByAuthKey',
    method: 'POST',
    ...relay('WPSCORE_saveMemberInfoByAuthKey'),
    needsToken: true,
  }),
  /** Customer-service script. */
  'relay.WPSCORE_getCustomerServiceScript': defineCall<NoPayload, Unspecified>()({
    id: 'relay.WPSCORE_getCustomerServiceScript',
    method: 'GET',
    ...relay('WPSCORE_getCustomerServiceScript'),
    cacheable: true,
    alert: 'silent',
  }),
  /** Outbound live-chat token call to the provider: payload (userId) and verifyToken; text token. */
  liveChatToken: defineCall<LiveChatTokenRequest, string>()({
    id: 'liveChatToken',
    method: 'POST',
    path: '/token',
    origin: 'external',
    response: 'text',
    alert: 'silent',
    pathSource: 'assumed',
  }),

  /* Agent contracts and confirmations. */
  /** Answer a dividend contract. */
  'relay.MCSFE_processContractDividend': defineCall<ContractDividendRequest, unknown>()({
    id: 'relay.MCSFE_processContractDividend',
    method: 'POST',
    ...relay('MCSFE_processContractDividend'),
    needsToken: true,
  }),
  /** Answer a daily salary contract. */
  'relay.MCSFE_processDailySalaryContract': defineCall<ContractByIdRequest, unknown>()({
    id: 'relay.MCSFE_processDailySalaryContract',
    method: 'POST',
    ...relay('MCSFE_processDailySalaryContract'),
    needsToken: true,
  }),
  /** Answer an hourly salary contract. */
  'relay.MCSFE_processContractHourSalary': defineCall<ContractHourSalaryRequest, unknown>()({
    id: 'relay.MCSFE_processContractHourSalary',
    method: 'POST',
    ...relay('MCSFE_processContractHourSalary'),
    needsToken: true,
  }),
  /** Answer a real-time salary contract. */
  'relay.MCSFE_processRealTimeSalaryContract': defineCall<ContractRealTimeRequest, unknown>()({
    id: 'relay.MCSFE_processRealTimeSalaryContract',
    method: 'POST',
    ...relay('MCSFE_processRealTimeSalaryContract'),
    needsToken: true,
  }),
  /** Participation answer (type, status); operation name not shown in the spec. */
  contractParticipation: defineCall<ParticipationRequest, unknown>()({
    id: 'contractParticipation',
    method: 'POST',
    ...relay('MCSFE_processParticipation'),
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Wage answer (id, status); operation name not shown in the spec. */
  contractWage: defineCall<ContractByIdRequest, unknown>()({
    id: 'contractWage',
    method: 'POST',
    ...relay('MCSFE_processWage'),
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Hour-salary answer (contractId, status); operation name not shown in the spec. */
  contractHourSalary: defineCall<ContractRealTimeRequest, unknown>()({
    id: 'contractHourSalary',
    method: 'POST',
    ...relay('MCSFE_processHourSalary'),
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Payment confirmations for agents 0, 1, 2; rate limited to 1 per 250 ms. */
  'relay.MCSFE_getPaymentConfirmationList': defineCall<NoPayload, PaymentConfirmationItem[]>()({
    id: 'relay.MCSFE_getPaymentConfirmationList',
    method: 'GET',
    ...relay('MCSFE_getPaymentConfirmationList'),
    needsToken: true,
    alert: 'silent',
    rateLimitMs: 250,
  }),
  /** Confirm a receipt: Y, N (with proof) or A. */
  'relay.MCSFE_processC2CTransaction': defineCall<C2CTransactionRequest, unknown>()({
    id: 'relay.MCSFE_processC2CTransaction',
    method: 'POST',
    ...relay('MCSFE_processC2CTransaction'),
    needsToken: true,
  }),

  /* Points mall (PTSYS3). */
  /** Point balance. */
  'relay.MCSFE_getPointBalance': defineCall<NoPayload, PointBalance>()({
    id: 'relay.MCSFE_getPointBalance',
    method: 'GET',
    ...relay('MCSFE_getPointBalance'),
    needsToken: true,
    flag: 'PTSYS3',
  }),
  /** Reward types. */
  'relay.MCSFE_getPointRewardConversionType': defineCall<NoPayload, RewardType[]>()({
    id: 'relay.MCSFE_getPointRewardConversionType',
    method: 'GET',
    ...relay('MCSFE_getPointRewardConversionType'),
    flag: 'PTSYS3',
    cacheable: true,
  }),
  /** Rewards (page, size 1000, type). */
  'relay.MCSFE_getPointReward': defineCall<PointRewardRequest, Page<RewardItem>>()({
    id: 'relay.MCSFE_getPointReward',
    method: 'GET',
    ...relay('MCSFE_getPointReward'),
    flag: 'PTSYS3',
    cacheable: true,
  }),
  /** Redeem records (size 13). */
  'relay.MCSFE_getRedeemPointList': defineCall<RedeemListRequest, Page<RedeemRecord>>()({
    id: 'relay.MCSFE_getRedeemPointList',
    method: 'GET',
    ...relay('MCSFE_getRedeemPointList'),
    needsToken: true,
    flag: 'PTSYS3',
  }),
  /** Point rules. */
  'relay.MCSFE_getPointConfig': defineCall<NoPayload, PointConfig>()({
    id: 'relay.MCSFE_getPointConfig',
    method: 'GET',
    ...relay('MCSFE_getPointConfig'),
    flag: 'PTSYS3',
    cacheable: true,
  }),
  /** Point transactions (accountTypeId 9, size 12, excludeTxTypeIds 9203). */
  'relay.ODSFE2_MemTransDet': defineCall<MemberTransactionsRequest, Page<PointTransaction>>()({
    id: 'relay.ODSFE2_MemTransDet',
    method: 'GET',
    ...relay('ODSFE2_MemTransDet'),
    needsToken: true,
    flag: 'PTSYS3',
  }),
  /** Redeem a reward (encrypted, under passwordCheck). */
  'relay.MCSFE_redeemPointReward': defineCall<RedeemRequest, unknown>()({
    id: 'relay.MCSFE_redeemPointReward',
    method: 'POST',
    ...passwordCheck('MCSFE_redeemPointReward'),
    needsToken: true,
    encrypted: true,
    flag: 'PTSYS3',
  }),
  /** Convert points (encrypted, under passwordCheck). */
  'relay.MCSFE_convertPoint': defineCall<ConvertPointRequest, unknown>()({
    id: 'relay.MCSFE_convertPoint',
    method: 'POST',
    ...passwordCheck('MCSFE_convertPoint'),
    needsToken: true,
    encrypted: true,
    flag: 'PTSYS3',
  }),

  /* Other. */
  /** Feedback: sender, content, type, captcha, file. */
  feedback: defineCall<FeedbackRequest, unknown>()({
    id: 'feedback',
    method: 'POST',
    path: '/wps/feedback',
    flag: 'FEEDBACK3',
  }),
  /** Help centre (lang, device WEB; debounce 300 ms). */
  helpCenter: defineCall<HelpCenterRequest, HelpMenuNode[]>()({
    id: 'helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    cacheable: true,
  }),
  /** Download settings for a domain. */
  'relay.WPSCORE_getDownloadSetting': defineCall<DownloadSettingRequest, DownloadSetting>()({
    id: 'relay.WPSCORE_getDownloadSetting',
    method: 'GET',
    ...relay('WPSCORE_getDownloadSetting'),
    cacheable: true,
    alert: 'silent',
  }),
  /** Telegram login setting: botId, authDomain. */
  'relay.WPSCORE_getTelegramLoginSetting': defineCall<NoPayload, TelegramLoginSetting>()({
    id: 'relay.WPSCORE_getTelegramLoginSetting',
    method: 'GET',
    ...relay('WPSCORE_getTelegramLoginSetting'),
    flag: 'TELEGRAMLOGIN3',
    cacheable: true,
    alert: 'silent',
  }),
  /** Player avatar. */
  'relay.MCSFE_getPlayerAvatar': defineCall<NoPayload, AvatarIcon>()({
    id: 'relay.MCSFE_getPlayerAvatar',
    method: 'GET',
    ...relay('MCSFE_getPlayerAvatar'),
    needsToken: true,
    alert: 'silent',
  }),
  /** VIP rank progress. */
  'relay.MCSFE_getPlayerRankProgress': defineCall<NoPayload, RankProgress>()({
    id: 'relay.MCSFE_getPlayerRankProgress',
    method: 'GET',
    ...relay('MCSFE_getPlayerRankProgress'),
    needsToken: true,
    alert: 'silent',
  }),
  /** Speed test: /res/logo.png with a timestamp from each domain. */
  speedTest: defineCall<SpeedTestRequest, void>()({
    id: 'speedTest',
    method: 'GET',
    path: '/res/logo.png',
    origin: 'domain',
    response: 'none',
    alert: 'silent',
  }),
} as const;
