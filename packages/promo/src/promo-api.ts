import { callArgs, siteApi } from '@site/api-core';
import type {
  AnnouncementsRequest,
  AvailablePromotions,
  PromoCodeEnable,
  PromotionCategory,
  RaffleClaimRequest,
  RaffleClaimResponse,
  RaffleStatus,
  RaffleStatusRequest,
  RebateSetting,
  RewardApplicationRequest,
} from '@site/api-core/catalogue';

/** The tag types of this feature (ADR 0090). */
export const PROMO_TAG_TYPES = [
  'PromoAnnouncements',
  'PromoAvailable',
  'PromoClaims',
  'PromoRaffle',
  'PromoRebate',
] as const;

/** Members read MCSFE_getListAnnouncements, visitors CCSFE_getListAnnouncements (ADR 0091). */
export interface PromoAnnouncementsArgs extends AnnouncementsRequest {
  member: boolean;
}

/**
 * The platform calls of promotions, notices and rewards, injected into the site's one base API.
 * Answers stay `unknown` where the spec does not show them; the rules decode them defensively.
 */
export const promoApi = siteApi.enhanceEndpoints({ addTagTypes: PROMO_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    promoAnnouncements: build.query<unknown, PromoAnnouncementsArgs>({
      // A member's list carries their application status: never from the client's GET cache.
      query: ({ member, ...request }) =>
        member
          ? callArgs('relay.MCSFE_getListAnnouncements', request, { cache: false })
          : callArgs('relay.CCSFE_getListAnnouncements', request),
      providesTags: ['PromoAnnouncements'],
    }),
    promoCategories: build.query<PromotionCategory[], void>({
      query: () => callArgs('relay.PROMOFE_getPromotionAnnouncementCategory'),
    }),
    promoAvailable: build.query<AvailablePromotions, void>({
      query: () => callArgs('relay.MCSFE_getAvailablePromotions'),
      providesTags: ['PromoAvailable'],
    }),
    promoMerchantAvailable: build.query<AvailablePromotions, void>({
      query: () => callArgs('relay.MCSFE_getMerchantAvailablePromotions'),
    }),
    promoClaimList: build.query<unknown, void>({
      query: () => callArgs('relay.MCS2_getPromotionClaimList'),
      providesTags: ['PromoClaims'],
    }),
    promoApplyReward: build.mutation<unknown, RewardApplicationRequest>({
      // The form shows the outcome itself.
      query: (request) => callArgs('relay.MCSFE_signUpRequestReward', request, { noAlert: true }),
      invalidatesTags: ['PromoAnnouncements', 'PromoAvailable', 'PromoClaims'],
    }),
    promoRaffleStatus: build.query<RaffleStatus, RaffleStatusRequest>({
      query: (request) => callArgs('relay.MCSFE_getRafflePromotionStatus', request),
      providesTags: ['PromoRaffle'],
    }),
    promoRaffleClaim: build.mutation<RaffleClaimResponse, RaffleClaimRequest>({
      query: (request) => callArgs('relay.MCSFE_claimRafflePromotion', request),
      invalidatesTags: ['PromoRaffle', 'PromoAvailable', 'PromoClaims'],
    }),
    promoCodeEnable: build.query<PromoCodeEnable, void>({
      query: () => callArgs('relay.PROMOFE_getPromoCodeEnable'),
    }),
    promoRebateSettings: build.query<RebateSetting[], void>({
      query: () => callArgs('relay.MCSFE_getCustomerRebateSettingByProductType', {}),
      providesTags: ['PromoRebate'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  usePromoAnnouncementsQuery,
  usePromoCategoriesQuery,
  usePromoAvailableQuery,
  usePromoMerchantAvailableQuery,
  usePromoClaimListQuery,
  usePromoApplyRewardMutation,
  usePromoRaffleStatusQuery,
  usePromoRaffleClaimMutation,
  usePromoCodeEnableQuery,
  usePromoRebateSettingsQuery,
} = promoApi;
