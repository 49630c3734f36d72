import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '../catalogue/shapes/account';
import type { RankProgress } from '../catalogue/shapes/play';

export type CurrencyPosition = 'F' | 'B';

export interface VipState {
  hasVip: boolean;
  vipLabelName: string | null;
  vipRankLevel: number | null;
  showVipBenefit: boolean;
  /** The label after the current one; null when the member has none. */
  nextLabelName: string | null;
  completedConditions: number;
  totalExpectedConditions: number;
}

/**
 * The session's facts (account-access.md sections 3 and 4): who is signed in and what the
 * session module learnt about them. Server data lives in RTK Query's cache, read through its
 * owner's hooks and selectors: member info and the balance (`sessionApi`), the merchant's
 * settings, whitelabel tree and templates (`merchantApi`), and each feature's own data (ADR 0190).
 */
export interface SiteState {
  loggedIn: boolean;
  /** This sign-in was the account's first login (publicity popups show A and F). */
  firstLogin: boolean;
  /** The member answer the session signed in with (its facts: type, currency, toUpline, label). */
  memberInfo: MemberInfo | null;
  isAgent: number | null;
  hasFreePlay: boolean;
  /** The member's country, or the visitor's as the platform located them. */
  countryCode: string | null;
  countryDialingCode: string | null;
  vip: VipState;
}

export const initialSiteState: SiteState = {
  loggedIn: false,
  firstLogin: false,
  memberInfo: null,
  isAgent: null,
  hasFreePlay: false,
  countryCode: null,
  countryDialingCode: null,
  vip: {
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: null,
    showVipBenefit: false,
    nextLabelName: null,
    completedConditions: 0,
    totalExpectedConditions: 0,
  },
};

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    loggedIn(
      state: SiteState,
      action: PayloadAction<{
        isAgent?: number | null;
        hasFreePlay?: boolean;
        firstLogin?: boolean;
      }>,
    ) {
      state.loggedIn = true;
      state.firstLogin = action.payload.firstLogin ?? false;
      state.isAgent = action.payload.isAgent ?? null;
      state.hasFreePlay = action.payload.hasFreePlay ?? false;
    },
    loggedOut(state: SiteState): SiteState {
      // Member facts go; where the visitor is stays.
      return {
        ...initialSiteState,
        countryCode: state.countryCode,
        countryDialingCode: state.countryDialingCode,
      };
    },
    memberInfoLoaded(state: SiteState, action: PayloadAction<MemberInfo>) {
      const info = action.payload;
      state.memberInfo = info;
      state.isAgent = info.type;
      if (info.countryCode) state.countryCode = info.countryCode;
      if (info.countryDialingCode) state.countryDialingCode = info.countryDialingCode;
      const label = info.clubLabel;
      state.vip.hasVip = Boolean(label);
      state.vip.vipLabelName = label?.labelName ?? null;
      state.vip.vipRankLevel = label?.rankLevel ?? null;
      state.vip.showVipBenefit = label?.type === 'AUTO';
    },
    rankProgressLoaded(state: SiteState, action: PayloadAction<RankProgress>) {
      state.vip.completedConditions = action.payload.completedConditions;
      state.vip.totalExpectedConditions = action.payload.totalExpectedConditions;
      state.vip.nextLabelName = action.payload.nextLabelName ?? null;
    },
    /** Sets session facts directly (stories and tests). */
    siteValuesSet(
      state: SiteState,
      action: PayloadAction<Partial<Omit<SiteState, 'loggedIn' | 'memberInfo' | 'vip'>>>,
    ): SiteState {
      return { ...state, ...action.payload };
    },
  },
});

export const siteActions = siteSlice.actions;
