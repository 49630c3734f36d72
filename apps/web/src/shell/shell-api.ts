import { callArgs, siteApi } from '@site/api-core';
import type { DomainRouteEntry, HelpMenuNode } from '@site/api-core/catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The help tree; anything but a list of nodes is an empty tree (never a crash). */
export function decodeHelpTree(value: unknown): HelpMenuNode[] {
  return Array.isArray(value)
    ? value.filter((node): node is HelpMenuNode => isRecord(node) && 'id' in node)
    : [];
}

/** The download setting: at most six iOS install steps, image URLs only. */
export interface DownloadSettingData {
  iosSteps: string[];
}

export const IOS_STEP_COUNT = 6;

export function decodeDownloadSetting(value: unknown): DownloadSettingData {
  const steps = isRecord(value) && Array.isArray(value.iosSteps) ? value.iosSteps : [];
  return {
    iosSteps: steps
      .filter((step): step is string => typeof step === 'string')
      .slice(0, IOS_STEP_COUNT),
  };
}

/** The domain route's domains; anything else is no domain. */
export function decodeDomainList(value: unknown): DomainRouteEntry[] {
  const list = isRecord(value) && Array.isArray(value.domainList) ? value.domainList : [];
  return list.filter(
    (entry): entry is DomainRouteEntry => isRecord(entry) && typeof entry.domainName === 'string',
  );
}

/**
 * The shell's own server data, injected on the one base API like any feature's (ADR 0190): the
 * help centre, the download setting and the speed test for its pages, and the member's language. No shell
 * component calls the client itself. Both answers are the same for every visitor, so they carry
 * no tag; the help tree is keyed by language.
 */
export const shellApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    helpCentre: build.query<HelpMenuNode[], { lang: string }>({
      query: ({ lang }) => callArgs('helpCenter', { lang, device: 'WEB' }, { noAlert: true }),
      transformResponse: decodeHelpTree,
    }),
    downloadSetting: build.query<DownloadSettingData, { domain: string }>({
      query: (request) => callArgs('relay.WPSCORE_getDownloadSetting', request, { noAlert: true }),
      transformResponse: decodeDownloadSetting,
    }),
    memberLanguage: build.mutation<unknown, { language: string }>({
      query: (request) => callArgs('memberLanguage', request, { noAlert: true }),
    }),
    /** The speed test's domains (never cached: the list may change between visits). */
    speedTestDomains: build.query<DomainRouteEntry[], void>({
      query: () => callArgs('domainRoute', undefined, { noAlert: true, cache: false }),
      transformResponse: decodeDomainList,
      keepUnusedDataFor: 0,
    }),
    /** One timed request to a domain of the speed test. */
    speedTestPing: build.mutation<unknown, { origin: string }>({
      query: ({ origin }) =>
        callArgs('speedTest', { t: Date.now() }, { origin, noAlert: true, cache: false }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useHelpCentreQuery,
  useDownloadSettingQuery,
  useSpeedTestDomainsQuery,
  useSpeedTestPingMutation,
} = shellApi;
