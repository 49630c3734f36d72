import type { DomainRouteEntry } from '@site/api-core/catalogue';

/** Up to 10 domains are pinged (account-access.md section 9); each ping times out after 10 s. */
export const DOMAIN_CHECK_MAX = 10;
export const DOMAIN_PING_TIMEOUT_MS = 10_000;

/** `play-a.example.com` -> `https://play-a.example.com`; a domain with its own scheme keeps it. */
export function domainOrigin(domainName: string, protocol = 'https:'): string | null {
  const trimmed = domainName.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `${protocol}//${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Picks up to `max` distinct domains at random (Fisher-Yates over a copy). */
export function pickRandomDomains<T>(
  domains: readonly T[],
  max = DOMAIN_CHECK_MAX,
  random: () => number = Math.random,
): T[] {
  const copy = [...domains];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy.slice(0, max);
}

/** Pings one origin; resolves true when it answered within the timeout. */
export type Ping = (origin: string, signal: AbortSignal) => Promise<boolean>;

/**
 * The domain check: up to 10 random domains of the domain route are pinged at
 * `{domain}/wps/system/test/ping`; the first to answer wins and the other pings are aborted.
 * Resolves the winning origin, or null when none answered.
 */
export async function checkDomains(
  entries: readonly DomainRouteEntry[],
  ping: Ping,
  options: { protocol?: string; random?: () => number; max?: number } = {},
): Promise<string | null> {
  const origins = [
    ...new Set(
      entries
        .map((entry) => domainOrigin(entry.domainName, options.protocol))
        .filter((o): o is string => o !== null),
    ),
  ];
  const chosen = pickRandomDomains(origins, options.max ?? DOMAIN_CHECK_MAX, options.random);
  if (chosen.length === 0) return null;
  const controller = new AbortController();
  try {
    return await Promise.any(
      chosen.map(async (origin) => {
        if (await ping(origin, controller.signal)) return origin;
        throw new Error(`${origin} did not answer`);
      }),
    );
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}
