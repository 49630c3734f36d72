import { callArgs, siteApi } from '@site/api-core';
import type {
  AvatarIcon,
  Call,
  CallId,
  RankProgress,
  RequestOf,
  ResponseOf,
  SecurityConfig,
} from '@site/api-core/catalogue';

/** The answer and request types of a catalogue call (the wallet's shapes live in the catalogue). */
export type AnswerOf<Id extends CallId> = ResponseOf<Call<Id>>;
export type RequestFor<Id extends CallId> = RequestOf<Call<Id>>;

/**
 * The wallet's own tags, each provided by a query and invalidated by the writes that change it.
 * The member's wallets and balance are the session's (`walletBalance`, tag `Balance`): every
 * money move invalidates `Balance`, so the wallet keeps no funds tag of its own.
 */
export const WALLET_TAGS = [
  'WalletSecurity',
  'WalletWithdraw',
  'WalletHistory',
  'WalletRebate',
  'WalletUpline',
] as const;

/**
 * The member centre's money calls (ADR 0130), injected into the one base API with their own tags.
 * Writes are encrypted catalogue entries with a request id; their outcome is shown by the form
 * (noAlert), and every money move refreshes the session's balance (`Balance`).
 */
export const walletApi = siteApi.enhanceEndpoints({ addTagTypes: WALLET_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    walletSecurityInfo: build.query<AnswerOf<'relay.MCSFE_getSecurityInfo'>, void>({
      query: () => callArgs('relay.MCSFE_getSecurityInfo'),
      providesTags: ['WalletSecurity'],
    }),
    walletSecurityConfig: build.query<SecurityConfig, void>({
      query: () => callArgs('securityConfig', undefined, { noAlert: true }),
    }),
    walletRankProgress: build.query<RankProgress, void>({
      query: () => callArgs('relay.MCSFE_getPlayerRankProgress', undefined, { noAlert: true }),
    }),
    walletAvatar: build.query<AvatarIcon, void>({
      query: () => callArgs('relay.MCSFE_getPlayerAvatar', undefined, { noAlert: true }),
    }),
    walletMemberIcon: build.query<AvatarIcon, void>({
      query: () => callArgs('memberIcon', undefined, { noAlert: true }),
    }),
    walletSetPaymentPassword: build.mutation<boolean, RequestFor<'relay.MCSFE_setPaymentPassword'>>(
      {
        query: (request) => callArgs('relay.MCSFE_setPaymentPassword', request, { noAlert: true }),
        invalidatesTags: ['WalletSecurity'],
      },
    ),
    walletUpdateMobile: build.mutation<
      AnswerOf<'relay.MCSFE_updateMobile'>,
      RequestFor<'relay.MCSFE_updateMobile'>
    >({
      query: (request) => callArgs('relay.MCSFE_updateMobile', request, { noAlert: true }),
      invalidatesTags: ['WalletSecurity', 'MemberInfo'],
    }),
    walletTransferFund: build.mutation<
      AnswerOf<'relay.MCSFE_transferFund'>,
      RequestFor<'relay.MCSFE_transferFund'>
    >({
      query: (request) => callArgs('relay.MCSFE_transferFund', request, { noAlert: true }),
      invalidatesTags: ['Balance', 'WalletHistory', 'WalletWithdraw'],
    }),
    walletDepositChannels: build.query<AnswerOf<'relay.MCSFE_getDepositChannels'>, void>({
      query: () => callArgs('relay.MCSFE_getDepositChannels'),
    }),
    walletCreateDeposit: build.mutation<
      AnswerOf<'relay.MCSFE_createDeposit'>,
      RequestFor<'relay.MCSFE_createDeposit'>
    >({
      query: (request) => callArgs('relay.MCSFE_createDeposit', request, { noAlert: true }),
      invalidatesTags: ['WalletHistory'],
    }),
    walletWithdrawSetting: build.query<AnswerOf<'relay.MCSFE_getWithdrawSetting'>, void>({
      query: () => callArgs('relay.MCSFE_getWithdrawSetting'),
      providesTags: ['WalletWithdraw'],
    }),
    walletCreateWithdraw: build.mutation<
      AnswerOf<'relay.MCSFE_createWithdraw'>,
      RequestFor<'relay.MCSFE_createWithdraw'>
    >({
      query: (request) => callArgs('relay.MCSFE_createWithdraw', request, { noAlert: true }),
      invalidatesTags: ['Balance', 'WalletWithdraw', 'WalletHistory'],
    }),
    walletFundRecords: build.query<
      AnswerOf<'relay.ODSFE2_getFundRecords'>,
      RequestFor<'relay.ODSFE2_getFundRecords'>
    >({
      query: (request) => callArgs('relay.ODSFE2_getFundRecords', request),
      providesTags: ['WalletHistory'],
    }),
    walletTransactions: build.query<
      AnswerOf<'relay.ODSFE2_getWalletTransactions'>,
      RequestFor<'relay.ODSFE2_getWalletTransactions'>
    >({
      query: (request) => callArgs('relay.ODSFE2_getWalletTransactions', request),
      providesTags: ['WalletHistory'],
    }),
    walletPersonalProfit: build.query<
      AnswerOf<'relay.ODSFE2_getPersonalProfit'>,
      RequestFor<'relay.ODSFE2_getPersonalProfit'>
    >({
      query: (request) => callArgs('relay.ODSFE2_getPersonalProfit', request),
      providesTags: ['WalletHistory'],
    }),
    walletUplineInfo: build.query<AnswerOf<'relay.MCSFE_getUplineInfo'>, void>({
      query: () => callArgs('relay.MCSFE_getUplineInfo'),
      providesTags: ['WalletUpline'],
    }),
    walletTransferToUpline: build.mutation<
      AnswerOf<'relay.MCSFE_transferToUpline'>,
      RequestFor<'relay.MCSFE_transferToUpline'>
    >({
      query: (request) => callArgs('relay.MCSFE_transferToUpline', request, { noAlert: true }),
      invalidatesTags: ['Balance', 'WalletUpline', 'WalletHistory', 'WalletWithdraw'],
    }),
    walletBonusDetails: build.query<
      AnswerOf<'relay.MCSFE_getBonusDetails'>,
      RequestFor<'relay.MCSFE_getBonusDetails'>
    >({
      query: (request) => callArgs('relay.MCSFE_getBonusDetails', request),
      providesTags: ['WalletHistory'],
    }),
    walletManualRebate: build.query<AnswerOf<'relay.MCSFE_getManualRebate'>, void>({
      query: () => callArgs('relay.MCSFE_getManualRebate'),
      providesTags: ['WalletRebate'],
    }),
    walletClaimRebate: build.mutation<
      AnswerOf<'relay.MCSFE_claimManualRebate'>,
      RequestFor<'relay.MCSFE_claimManualRebate'>
    >({
      query: (request) => callArgs('relay.MCSFE_claimManualRebate', request, { noAlert: true }),
      invalidatesTags: ['Balance', 'WalletRebate', 'WalletHistory', 'WalletWithdraw'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useWalletSecurityInfoQuery,
  useWalletSecurityConfigQuery,
  useWalletRankProgressQuery,
  useWalletAvatarQuery,
  useWalletMemberIconQuery,
  useWalletSetPaymentPasswordMutation,
  useWalletUpdateMobileMutation,
  useWalletTransferFundMutation,
  useWalletDepositChannelsQuery,
  useWalletCreateDepositMutation,
  useWalletWithdrawSettingQuery,
  useWalletCreateWithdrawMutation,
  useWalletFundRecordsQuery,
  useWalletTransactionsQuery,
  useWalletPersonalProfitQuery,
  useWalletUplineInfoQuery,
  useWalletTransferToUplineMutation,
  useWalletBonusDetailsQuery,
  useWalletManualRebateQuery,
  useWalletClaimRebateMutation,
} = walletApi;
