import type { SiteState } from '@site/api-core';
import type { AvailablePromotions } from '@site/api-core/catalogue';
import type { GateContext } from '@site/feature-api';
import type { FlagMap } from '@site/theme';

type PromoEntry = AvailablePromotions extends infer P
  ? P extends Record<string, infer V>
    ? V
    : never
  : never;

/** Whether a promotion type is enabled in `availablePromo` (MISSION and REFERRAL carry an enabled flag). */
export function promoEnabledIn(available: AvailablePromotions | null, type: string): boolean {
  const entry: PromoEntry | undefined = available?.[type];
  if (typeof entry === 'boolean') return entry;
  if (typeof entry === 'number') return entry > 0;
  if (entry && typeof entry === 'object') return entry.enabled === true;
  return false;
}

/** The count of a promotion type (the mission badge). */
export function promoCountIn(available: AvailablePromotions | null, type: string): number {
  const entry: PromoEntry | undefined = available?.[type];
  if (typeof entry === 'number') return entry;
  if (entry && typeof entry === 'object') return entry.count ?? 0;
  return 0;
}

/** Single-wallet merchants (the consolidated settings' `singleWallet`) hide fund transfer. */
export function isSingleWallet(settings: Readonly<Record<string, unknown>> | null): boolean {
  return settings?.singleWallet === true;
}

/** What gating predicates see, built from the site state and the merged flags. */
export function buildGateContext(
  site: Pick<SiteState, 'loggedIn' | 'isAgent' | 'memberInfo'> & {
    availablePromo: AvailablePromotions | null;
    hasRebate: boolean;
    /** The consolidated settings as the platform sent them (`singleWallet`). */
    settings: Readonly<Record<string, unknown>> | null;
  },
  flags: FlagMap,
): GateContext {
  return {
    flag: (id) => flags[id] === true,
    flags,
    signedIn: site.loggedIn,
    isAgent: site.loggedIn ? site.isAgent : null,
    toUpline: site.loggedIn ? (site.memberInfo?.toUpline ?? null) : null,
    singleWallet: isSingleWallet(site.settings),
    promoEnabled: (type) => promoEnabledIn(site.availablePromo, type),
    hasRebate: site.hasRebate,
  };
}
