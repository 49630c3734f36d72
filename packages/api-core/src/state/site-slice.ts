import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlagMap } from '@site/theme/flags';
import type { AvatarIcon, MemberInfo, Wallet } from '../catalogue/shapes/account';
import type {
  AvailablePromotions,
  Banner,
  Notice,
  PaymentConfirmationItem,
  Promotion,
  PromotionCategory,
  RankProgress,
} from '../catalogue/shapes/play';
import type {
  ConsolidatedSettings,
  CustomerServiceEntry,
  MobileTemplate,
  Resource,
  SmsProvider,
} from '../catalogue/shapes/system';
import { flattenWhitelabel, type WhitelabelTreeNode } from './whitelabel';

export type CurrencyPosition = 'F' | 'B';

export interface GatewayDefaults {
  captchaId: string | null;
  /** Captcha version, default v3. */
  captchaVersion: string;
  /** Profile icon count, default 9. */
  profileIconCount: number;
}

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

/** The public store of account-access.md sections 1 and 3. */
export interface SiteState {
  loggedIn: boolean;
  /** This sign-in was the account's first login (publicity popups show A and F). */
  firstLogin: boolean;
  memberInfo: MemberInfo | null;
  isAgent: number | null;
  hasFreePlay: boolean;
  wallets: Wallet[];
  currency: string;
  currencySymbol: string;
  currencyPosition: CurrencyPosition;
  notice: Notice[];
  popup: Promotion[];
  promotions: Promotion[];
  banners: Banner[];
  unreadMessage: number;
  availablePromo: AvailablePromotions | null;
  merchantAvailablePromotions: AvailablePromotions | null;
  hasRebate: boolean;
  regExp: Record<string, string>;
  /** The whitelabel tree flattened to a flag map (theme defaults under the server's tree). */
  whitelabelVal: FlagMap;
  smsProvider: SmsProvider | null;
  firebaseArgs: Record<string, unknown> | null;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  consolidatedSettings: ConsolidatedSettings | null;
  templates: Record<string, unknown> | null;
  /** One image CDN, chosen at random when permission info arrives. */
  imgUrl: string;
  launchGameCdns: string[];
  gw: GatewayDefaults;
  mobileTemplate: MobileTemplate;
  countryCode: string | null;
  countryDialingCode: string | null;
  avatar: AvatarIcon | null;
  vip: VipState;
  paymentConfirmationList: PaymentConfirmationItem[];
  promotionCategoryData: PromotionCategory[];
  gameMatches: unknown[];
  promoCodeEnable: boolean;
  downloadSetting: Record<string, unknown> | null;
  maintenanceEnd: string | null;
  recommendedMaintainTime: string | null;
}

export const initialSiteState: SiteState = {
  loggedIn: false,
  firstLogin: false,
  memberInfo: null,
  isAgent: null,
  hasFreePlay: false,
  wallets: [],
  currency: 'CNY',
  currencySymbol: '¥',
  currencyPosition: 'F',
  notice: [],
  popup: [],
  promotions: [],
  banners: [],
  unreadMessage: 0,
  availablePromo: null,
  merchantAvailablePromotions: null,
  hasRebate: false,
  regExp: {},
  whitelabelVal: {},
  smsProvider: null,
  firebaseArgs: null,
  resources: [],
  customerService: [],
  consolidatedSettings: null,
  templates: null,
  imgUrl: '',
  launchGameCdns: [],
  gw: { captchaId: null, captchaVersion: 'v3', profileIconCount: 9 },
  mobileTemplate: {},
  countryCode: null,
  countryDialingCode: null,
  avatar: null,
  vip: {
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: null,
    showVipBenefit: false,
    nextLabelName: null,
    completedConditions: 0,
    totalExpectedConditions: 0,
  },
  paymentConfirmationList: [],
  promotionCategoryData: [],
  gameMatches: [],
  promoCodeEnable: false,
  downloadSetting: null,
  maintenanceEnd: null,
  recommendedMaintainTime: null,
};

export interface PermissionPayload {
  imageCDNs?: string[];
  launchGameCDNs?: string[];
  smsProvider?: SmsProvider | null;
  whitelabel?: WhitelabelTreeNode[];
  /** Theme flag defaults merged under the server's tree. */
  defaults?: FlagMap;
}

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
      // Member data goes; merchant-wide data (settings, flags, CDNs, templates) stays.
      return {
        ...state,
        loggedIn: false,
        firstLogin: false,
        memberInfo: null,
        isAgent: null,
        hasFreePlay: false,
        wallets: [],
        unreadMessage: 0,
        availablePromo: null,
        hasRebate: false,
        avatar: null,
        vip: initialSiteState.vip,
        paymentConfirmationList: [],
      };
    },
    memberInfoLoaded(state: SiteState, action: PayloadAction<MemberInfo>) {
      const info = action.payload;
      state.memberInfo = info;
      state.isAgent = info.type;
      if (info.currency) state.currency = info.currency;
      if (info.countryCode) state.countryCode = info.countryCode;
      if (info.countryDialingCode) state.countryDialingCode = info.countryDialingCode;
      const label = info.clubLabel;
      state.vip.hasVip = Boolean(label);
      state.vip.vipLabelName = label?.labelName ?? null;
      state.vip.vipRankLevel = label?.rankLevel ?? null;
      state.vip.showVipBenefit = label?.type === 'AUTO';
    },
    walletsLoaded(state: SiteState, action: PayloadAction<Wallet[]>) {
      state.wallets = action.payload;
    },
    currencySet(
      state: SiteState,
      action: PayloadAction<{
        currency?: string;
        currencySymbol?: string;
        currencyPosition?: CurrencyPosition | null;
      }>,
    ) {
      const { currency, currencySymbol, currencyPosition } = action.payload;
      if (currency) state.currency = currency;
      if (currencySymbol !== undefined) state.currencySymbol = currencySymbol;
      state.currencyPosition = currencyPosition === 'B' ? 'B' : 'F';
    },
    permissionLoaded: {
      reducer(state: SiteState, action: PayloadAction<PermissionPayload & { imgUrl: string }>) {
        const { imageCDNs, launchGameCDNs, smsProvider, whitelabel, defaults, imgUrl } =
          action.payload;
        if (imageCDNs) state.imgUrl = imgUrl;
        if (launchGameCDNs) state.launchGameCdns = launchGameCDNs;
        if (smsProvider !== undefined) state.smsProvider = smsProvider;
        if (whitelabel) state.whitelabelVal = flattenWhitelabel(whitelabel, defaults);
      },
      /** The random CDN choice happens here, so the reducer stays pure. */
      prepare(payload: PermissionPayload, random: () => number = Math.random) {
        const cdns = payload.imageCDNs ?? [];
        const imgUrl = cdns.length
          ? (cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? '')
          : '';
        return { payload: { ...payload, imgUrl } };
      },
    },
    flagsSet(state: SiteState, action: PayloadAction<FlagMap>) {
      state.whitelabelVal = action.payload;
    },
    settingsLoaded(state: SiteState, action: PayloadAction<ConsolidatedSettings>) {
      state.consolidatedSettings = action.payload;
      if (action.payload.resources) state.resources = action.payload.resources;
      if (action.payload.customerService) state.customerService = action.payload.customerService;
    },
    templatesLoaded(
      state: SiteState,
      action: PayloadAction<{ mobileTemplate?: MobileTemplate; [key: string]: unknown }>,
    ) {
      state.templates = action.payload;
      if (action.payload.mobileTemplate) state.mobileTemplate = action.payload.mobileTemplate;
    },
    unreadMessageSet(state: SiteState, action: PayloadAction<number>) {
      state.unreadMessage = Math.max(0, action.payload);
    },
    availablePromoSet(state: SiteState, action: PayloadAction<AvailablePromotions | null>) {
      state.availablePromo = action.payload;
    },
    rankProgressLoaded(state: SiteState, action: PayloadAction<RankProgress>) {
      state.vip.completedConditions = action.payload.completedConditions;
      state.vip.totalExpectedConditions = action.payload.totalExpectedConditions;
      state.vip.nextLabelName = action.payload.nextLabelName ?? null;
    },
    avatarLoaded(state: SiteState, action: PayloadAction<AvatarIcon | null>) {
      state.avatar = action.payload;
    },
    gatewayDefaultsSet(state: SiteState, action: PayloadAction<Partial<GatewayDefaults>>) {
      state.gw = { ...state.gw, ...action.payload };
    },
    /** Sets any of the remaining store items (notice, popup, banners, regExp, gameMatches...). */
    siteValuesSet(
      state: SiteState,
      action: PayloadAction<
        Partial<Omit<SiteState, 'loggedIn' | 'memberInfo' | 'whitelabelVal' | 'vip'>>
      >,
    ): SiteState {
      return { ...state, ...action.payload };
    },
  },
});

export const siteActions = siteSlice.actions;
