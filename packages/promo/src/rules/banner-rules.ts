import { PROMO_TIMING, GROUP_NAMES } from '../constants';

/** A banner as the announcements call answers it (type B; ADR 0024). */
export interface BannerItem {
  bannerId: number;
  url: string;
  title?: string;
  linkage?: string | null;
  linkageType?: 'URL' | 'P' | 'G' | null;
  groupName?: string | null;
  roomId?: string | null;
  nodeId?: string | number | null;
  vendor?: string | null;
}

/** Form banners (beside the login and register forms) rotate more slowly (section 9). */
export function autoplayDelay(groupName: string): number {
  return groupName === GROUP_NAMES.login || groupName === GROUP_NAMES.register
    ? PROMO_TIMING.formBannerAutoplayMs
    : PROMO_TIMING.bannerAutoplayMs;
}

/** Decodes the answer defensively: only type-B items with an id and an image, in `groupName`. */
export function bannersOf(value: unknown, groupName: string): BannerItem[] {
  if (!Array.isArray(value)) return [];
  const out: BannerItem[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (item.type !== undefined && item.type !== 'B') continue;
    const id = Number(item.bannerId);
    if (!Number.isFinite(id) || typeof item.url !== 'string' || !item.url) continue;
    if (item.groupName !== undefined && item.groupName !== null && item.groupName !== groupName)
      continue;
    const linkageType =
      item.linkageType === 'URL' || item.linkageType === 'P' || item.linkageType === 'G'
        ? item.linkageType
        : null;
    out.push({
      bannerId: id,
      url: item.url,
      title: typeof item.title === 'string' ? item.title : '',
      linkage: typeof item.linkage === 'string' ? item.linkage : null,
      linkageType,
      groupName: typeof item.groupName === 'string' ? item.groupName : groupName,
      roomId: typeof item.roomId === 'string' ? item.roomId : null,
      nodeId:
        typeof item.nodeId === 'string' || typeof item.nodeId === 'number' ? item.nodeId : null,
      vendor: typeof item.vendor === 'string' ? item.vendor : null,
    });
  }
  return out;
}

/** What a click on a banner does (section 4, Banner links). */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'url'; url: string; external: boolean }
  | { kind: 'promotion'; id: string }
  | { kind: 'game'; nodeId: string; vendor: string | null; roomId: string | null };

function isExternal(url: string, origin: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return false;
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * URL goes to the URL (an external one gets a `username` query added when a member is signed in);
 * P goes to the promotion hash; G launches the game. The caller guards the final URL's scheme.
 */
export function bannerAction(
  banner: BannerItem,
  username: string | null,
  origin: string,
): BannerAction {
  const linkage = (banner.linkage ?? '').trim();
  switch (banner.linkageType) {
    case 'URL': {
      if (!linkage) return { kind: 'none' };
      const external = isExternal(linkage, origin);
      if (!external || !username) return { kind: 'url', url: linkage, external };
      try {
        const url = new URL(linkage, origin);
        url.searchParams.set('username', username);
        return { kind: 'url', url: url.href, external };
      } catch {
        return { kind: 'none' };
      }
    }
    case 'P':
      return linkage ? { kind: 'promotion', id: linkage } : { kind: 'none' };
    case 'G': {
      const nodeId =
        banner.nodeId != null && banner.nodeId !== '' ? String(banner.nodeId) : linkage;
      return nodeId
        ? { kind: 'game', nodeId, vendor: banner.vendor ?? null, roomId: banner.roomId ?? null }
        : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

/**
 * Loading hints of a slide: the first banner is the page's likely LCP image, so it loads eagerly
 * with high priority and decodes with the frame that shows it; the others load lazily with low
 * priority and decode off the main thread (ADR 0097).
 */
export function slideImageHints(index: number): {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'low';
  decoding: 'sync' | 'async';
} {
  return index === 0
    ? { loading: 'eager', fetchPriority: 'high', decoding: 'sync' }
    : { loading: 'lazy', fetchPriority: 'low', decoding: 'async' };
}
