import { createSelector } from '@reduxjs/toolkit';
import type {
  CustomerServiceEntry,
  MobileTemplate,
  Resource,
  SmsProvider,
  SystemStatus,
  WhitelabelNode,
} from '../catalogue/index';
import type { SiteStorage } from '../storage/site-storage';
import { callArgs, siteApi, type SiteExtra } from '../state/site-api';
import type { CurrencyPosition, SiteState } from '../state/site-slice';

/**
 * The merchant's own data (account-access.md sections 1 and 3): the same for every visitor of
 * the merchant, loaded once at start-up and kept across sign-in and sign-out (ADR 0190). Every
 * answer is decoded defensively: null, `{}` or a wrong type reads as "nothing configured".
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = <T>(value: unknown, keep: (item: unknown) => boolean = isRecord): T[] =>
  Array.isArray(value) ? (value.filter(keep) as T[]) : [];
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The consolidated settings, decoded: `usable` is false when the answer held no settings. */
export interface SiteSettings {
  usable: boolean;
  /** The whole answer (register rules, domain routes, ...), for readers of other fields. */
  raw: Readonly<Record<string, unknown>>;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  /** The merchant's currency; the member's own currency wins (see `selectCurrencyFormat`). */
  currency?: string;
  currencySymbol?: string;
  currencyPosition: CurrencyPosition;
  /** Patterns by field (`password`, ...). */
  regExp: Record<string, string>;
}

export function decodeSiteSettings(value: unknown): SiteSettings {
  const record = isRecord(value) ? value : {};
  const regExp: Record<string, string> = {};
  if (isRecord(record.regExp))
    for (const [field, pattern] of Object.entries(record.regExp))
      if (typeof pattern === 'string') regExp[field] = pattern;
  const currency = textOf(record.currency);
  const currencySymbol =
    typeof record.currencySymbol === 'string' ? record.currencySymbol : undefined;
  return {
    usable: isRecord(value),
    raw: record,
    resources: listOf<Resource>(record.resources),
    customerService: listOf<CustomerServiceEntry>(record.customerService),
    ...(currency ? { currency } : {}),
    ...(currencySymbol !== undefined ? { currencySymbol } : {}),
    currencyPosition: record.currencyPosition === 'B' ? 'B' : 'F',
    regExp,
  };
}

/** The permission answer (`/wps/system/whitelabel`): the flag tree, CDNs and the SMS provider. */
export interface SitePermission {
  /** The server's whitelabel tree; the one flag resolver (`resolveFlags` of @site/theme) reads it. */
  whitelabel: WhitelabelNode[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  smsProvider: SmsProvider | null;
  /** One image CDN, chosen at random when the answer arrives (section 3). */
  imgUrl: string;
}

export function decodeSitePermission(
  value: unknown,
  random: () => number = Math.random,
): SitePermission {
  const record: Record<string, unknown> = Array.isArray(value)
    ? { whitelabel: value }
    : isRecord(value)
      ? value
      : {};
  const strings = (field: unknown) => listOf<string>(field, (item) => typeof item === 'string');
  const imageCDNs = strings(record.imageCDNs);
  const index = Math.min(imageCDNs.length - 1, Math.floor(random() * imageCDNs.length));
  return {
    whitelabel: listOf<WhitelabelNode>(record.whitelabel),
    imageCDNs,
    launchGameCDNs: strings(record.launchGameCDNs),
    smsProvider: isRecord(record.smsProvider) ? (record.smsProvider as SmsProvider) : null,
    imgUrl: imageCDNs[index] ?? '',
  };
}

/** The templates answer: its fields for the theme provider, and the mobile template. */
export interface SiteTemplates {
  value: Readonly<Record<string, unknown>> | null;
  mobileTemplate: MobileTemplate | null;
  /** `shellSet.loginPop` of the templates (kept in local storage as `shellSet` by the shell). */
  loginPop: boolean;
}

export function decodeSiteTemplates(value: unknown): SiteTemplates {
  if (!isRecord(value)) return { value: null, mobileTemplate: null, loginPop: false };
  const shellSet = isRecord(value.shellSet) ? value.shellSet : {};
  return {
    value,
    mobileTemplate: isRecord(value.mobileTemplate)
      ? (value.mobileTemplate as MobileTemplate)
      : null,
    loginPop: shellSet.loginPop === true,
  };
}

/** Maintenance and region restriction for this host (section 3). */
export interface PermissionStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  ip?: string;
  maintenanceStart?: string;
  maintenanceEnd?: string;
}

export function decodePermissionStatus(value: unknown): PermissionStatus {
  const record: Partial<Record<keyof SystemStatus, unknown>> = isRecord(value) ? value : {};
  const ip = textOf(record.ip);
  const maintenanceStart = textOf(record.maintenanceStart);
  const maintenanceEnd = textOf(record.maintenanceEnd);
  return {
    maintenance: record.maintenance === true,
    regionRestriction: record.regionRestriction === true,
    ...(ip ? { ip } : {}),
    ...(maintenanceStart ? { maintenanceStart } : {}),
    ...(maintenanceEnd ? { maintenanceEnd } : {}),
  };
}

/**
 * The storage copies of the merchant's data (account-access.md section 3; ADR 0018): session
 * `settings` (the cached settings) and `setShowReg` (whether registration is offered: the
 * settings' `register.usernameRegistration` or `register.mobileRegistration`). Written when the
 * answer arrives, and again right after a logout cleared storage (the data itself is kept).
 */
export function storeSiteSettings(storage: SiteStorage, settings: SiteSettings): void {
  if (!settings.usable) return;
  storage.setSession('settings', { ...settings.raw });
  const register = settings.raw.register;
  if (isRecord(register)) {
    const { usernameRegistration, mobileRegistration } = register;
    if (typeof usernameRegistration === 'boolean' || typeof mobileRegistration === 'boolean')
      storage.setSession(
        'setShowReg',
        usernameRegistration === true || mobileRegistration === true,
      );
  }
}

/**
 * Local `templates` (the templates answer) and `registerMessageTemplate` (its SMS text for
 * registration, sent as `smsTemplate` by the social auto-registration).
 */
export function storeSiteTemplates(storage: SiteStorage, templates: SiteTemplates): void {
  if (!templates.value) return;
  storage.setLocal('templates', { ...templates.value });
  const message = templates.value.registerMessageTemplate;
  if (typeof message === 'string' && message !== '')
    storage.setLocal('registerMessageTemplate', message);
}

/** Writes a fulfilled answer to storage through the store's client (tests may have none). */
function mirror<T>(write: (storage: SiteStorage, data: T) => void) {
  return async (
    _arg: unknown,
    { queryFulfilled, extra }: { queryFulfilled: Promise<{ data: T }>; extra: unknown },
  ) => {
    try {
      const { data } = await queryFulfilled;
      const storage = (extra as Partial<SiteExtra> | undefined)?.client?.storage;
      if (storage) write(storage, data);
    } catch {
      // A failed answer writes nothing; its error is the query's.
    }
  };
}

/**
 * The merchant's endpoints on the one base API. They are never dropped while unused, and the
 * session keeps them when it resets the cache on sign-in and sign-out (`MERCHANT_ENDPOINTS`).
 * `Merchant` is refetched when the domain check moved the site to another domain.
 */
export const merchantApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    siteSettings: build.query<SiteSettings, void>({
      query: () => callArgs('settingsConsolidated', undefined, { noAlert: true }),
      transformResponse: decodeSiteSettings,
      onQueryStarted: mirror(storeSiteSettings),
      providesTags: ['Merchant'],
      keepUnusedDataFor: Infinity,
    }),
    sitePermission: build.query<SitePermission, void>({
      query: () => callArgs('systemWhitelabel', undefined, { noAlert: true }),
      transformResponse: (value: unknown) => decodeSitePermission(value),
      providesTags: ['Merchant'],
      keepUnusedDataFor: Infinity,
    }),
    siteTemplates: build.query<SiteTemplates, void>({
      query: () => callArgs('systemTemplates', undefined, { noAlert: true }),
      transformResponse: decodeSiteTemplates,
      onQueryStarted: mirror(storeSiteTemplates),
      providesTags: ['Merchant'],
      keepUnusedDataFor: Infinity,
    }),
    permissionStatus: build.query<PermissionStatus, { host: string }>({
      query: (request) => callArgs('systemStatus', request, { noAlert: true }),
      transformResponse: decodePermissionStatus,
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

/** The endpoints whose answers survive a session change (merchant-wide, never member data). */
export const MERCHANT_ENDPOINTS = ['siteSettings', 'sitePermission', 'siteTemplates'] as const;

export const {
  useSiteSettingsQuery,
  useSitePermissionQuery,
  useSiteTemplatesQuery,
  usePermissionStatusQuery,
} = merchantApi;

type WithApi = Parameters<ReturnType<typeof merchantApi.endpoints.siteSettings.select>>[0];
type WithSiteAndApi = WithApi & { site: SiteState };

const EMPTY_SETTINGS = decodeSiteSettings(null);
const EMPTY_PERMISSION = decodeSitePermission(null);
const EMPTY_TEMPLATES = decodeSiteTemplates(null);

const settingsEntry = merchantApi.endpoints.siteSettings.select();
const permissionEntry = merchantApi.endpoints.sitePermission.select();
const templatesEntry = merchantApi.endpoints.siteTemplates.select();

/** The decoded settings (empty until they arrive, or when the platform sent none). */
export const selectSiteSettings = (state: WithApi): SiteSettings =>
  settingsEntry(state).data ?? EMPTY_SETTINGS;
export const selectSitePermission = (state: WithApi): SitePermission =>
  permissionEntry(state).data ?? EMPTY_PERMISSION;
export const selectSiteTemplates = (state: WithApi): SiteTemplates =>
  templatesEntry(state).data ?? EMPTY_TEMPLATES;

export const selectResources = (state: WithApi) => selectSiteSettings(state).resources;
export const selectCustomerServiceEntries = (state: WithApi) =>
  selectSiteSettings(state).customerService;
export const selectRegExp = (state: WithApi) => selectSiteSettings(state).regExp;
export const selectSmsProvider = (state: WithApi) => selectSitePermission(state).smsProvider;
/** The server's whitelabel tree; flags are `resolveFlags(theme.flags, tree)` (ADR 0190). */
export const selectWhitelabelTree = (state: WithApi) => selectSitePermission(state).whitelabel;

export interface CurrencyFormat {
  currency: string;
  currencySymbol: string;
  currencyPosition: CurrencyPosition;
}

/** The member's currency when signed in, else the merchant's; symbol and position from settings. */
export const selectCurrencyFormat = createSelector(
  [selectSiteSettings, (state: WithSiteAndApi) => state.site.memberInfo?.currency],
  (settings, memberCurrency): CurrencyFormat => ({
    currency: memberCurrency || settings.currency || 'CNY',
    currencySymbol: settings.currencySymbol ?? '¥',
    currencyPosition: settings.currencyPosition,
  }),
);
