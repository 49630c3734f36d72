import { callArgs, siteApi } from '@site/api-core';
import type {
  ConvertPointRequest,
  MemberTransactionsRequest,
  Page,
  PointBalance,
  PointConfig,
  PointRewardRequest,
  PointTransaction,
  RedeemListRequest,
  RedeemRecord,
  RedeemRequest,
  RegisterSettings,
  RewardItem,
  RewardType,
} from '@site/api-core/catalogue';

/** The point configuration plus the mall's line setting (ADR 0101). */
export type PointsConfig = PointConfig & { lineRequired?: boolean | 'Y' | 'N' | 1 | 0 };

export const POINTS_TAGS = [
  'PointBalance',
  'PointRewards',
  'PointRewardTypes',
  'PointConfig',
  'RedeemRecords',
  'PointTransactions',
] as const;

/**
 * The points mall's calls (content-and-play.md section 7), injected into the one base API with
 * their own tags. Redeem and convert are encrypted catalogue entries under passwordCheck; their
 * outcome is shown by the form (noAlert), so a failure is never shown twice.
 */
export const pointsApi = siteApi.enhanceEndpoints({ addTagTypes: POINTS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    pointsBalance: build.query<PointBalance, void>({
      query: () => callArgs('relay.MCSFE_getPointBalance'),
      providesTags: ['PointBalance'],
    }),
    pointsRewardTypes: build.query<RewardType[], void>({
      query: () => callArgs('relay.MCSFE_getPointRewardConversionType'),
      providesTags: ['PointRewardTypes'],
    }),
    pointsRewards: build.query<Page<RewardItem>, PointRewardRequest>({
      // Inventory changes with every redeem: never the client's 180 s GET cache.
      query: (request) => callArgs('relay.MCSFE_getPointReward', request, { cache: false }),
      providesTags: ['PointRewards'],
    }),
    pointsConfig: build.query<PointsConfig, void>({
      query: () => callArgs('relay.MCSFE_getPointConfig'),
      providesTags: ['PointConfig'],
    }),
    pointsRedeemRecords: build.query<Page<RedeemRecord>, RedeemListRequest>({
      query: (request) => callArgs('relay.MCSFE_getRedeemPointList', request),
      providesTags: ['RedeemRecords'],
    }),
    pointsTransactions: build.query<Page<PointTransaction>, MemberTransactionsRequest>({
      query: (request) => callArgs('relay.ODSFE2_MemTransDet', request),
      providesTags: ['PointTransactions'],
    }),
    pointsPhoneSettings: build.query<RegisterSettings, void>({
      query: () => callArgs('registerSettings', undefined, { cache: true, noAlert: true }),
    }),
    pointsRedeem: build.mutation<unknown, RedeemRequest>({
      query: (request) => callArgs('relay.MCSFE_redeemPointReward', request, { noAlert: true }),
      // The balance itself refreshes 500 ms later, throttled (use-balance-refresh.ts).
      invalidatesTags: ['PointRewards', 'RedeemRecords', 'PointTransactions'],
    }),
    pointsConvert: build.mutation<unknown, ConvertPointRequest>({
      query: (request) => callArgs('relay.MCSFE_convertPoint', request, { noAlert: true }),
      invalidatesTags: ['PointTransactions'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  usePointsBalanceQuery,
  usePointsRewardTypesQuery,
  usePointsRewardsQuery,
  usePointsConfigQuery,
  usePointsRedeemRecordsQuery,
  usePointsTransactionsQuery,
  usePointsPhoneSettingsQuery,
  usePointsRedeemMutation,
  usePointsConvertMutation,
} = pointsApi;
