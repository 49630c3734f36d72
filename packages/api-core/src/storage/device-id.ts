import { DEVICE_ID_LENGTH } from './keys';
import { deviceIdFromHex, randomDeviceId } from './random-device-id';

export { deviceIdFromHex, randomDeviceId } from './random-device-id';

/**
 * One source of the device id chain (account-access.md section 8: "Fingerprint library load
 * failure falls back to another library, then to a random UUID"). A source answers 32 or more hex
 * digits, or fails; the chain shapes them into the 36-character id of section 3 (ADR 0191).
 */
export interface DeviceIdSource {
  readonly name: string;
  /** At least 32 hex digits; rejects (or times out) when the source is unavailable. */
  readonly hex: () => Promise<string>;
}

/** A source that has not answered after this long counts as failed, and the next one is asked. */
export const DEVICE_ID_SOURCE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Asks each source in turn; the first that answers gives the id. When all fail (or there are
 * none), a random UUID. Always 36 characters.
 */
export async function deviceIdFromChain(
  sources: readonly DeviceIdSource[],
  options: { timeoutMs?: number; fallback?: () => string } = {},
): Promise<string> {
  for (const source of sources) {
    try {
      const id = deviceIdFromHex(
        await withTimeout(source.hex(), options.timeoutMs ?? DEVICE_ID_SOURCE_TIMEOUT_MS),
      );
      if (id.length === DEVICE_ID_LENGTH) return id;
    } catch (error) {
      console.warn(`[site] device id source ${source.name} failed`, error);
    }
  }
  return (options.fallback ?? randomDeviceId)();
}

/**
 * The fingerprint library (FingerprintJS, open source, MIT; ADR 0191), loaded on demand so it is
 * never part of the site's entry chunk. Its usage ping to the vendor is switched off: the page
 * talks to the platform only (and the CSP would refuse it).
 */
export const fingerprintSource: DeviceIdSource = {
  name: 'fingerprintjs',
  hex: async () => {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId;
  },
};

/**
 * The second source: a SHA-256 of stable browser traits (user agent, languages, platform, cores,
 * memory, touch points, screen and time zone), computed with the browser's own crypto. Weaker than
 * the library, but it costs no download and survives a blocked library chunk.
 */
export const browserTraitsSource: DeviceIdSource = {
  name: 'browser-traits',
  hex: async () => {
    if (typeof navigator === 'undefined' || !crypto.subtle) throw new Error('no browser');
    const nav = navigator as Navigator & { deviceMemory?: number };
    const screenTraits =
      typeof screen === 'undefined'
        ? []
        : [screen.width, screen.height, screen.colorDepth, screen.pixelDepth];
    const traits = [
      nav.userAgent,
      nav.language,
      (nav.languages ?? []).join(','),
      nav.platform,
      nav.hardwareConcurrency,
      nav.deviceMemory ?? '',
      nav.maxTouchPoints,
      ...screenTraits,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      new Date(0).getTimezoneOffset(),
    ].join('|');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  },
};

/** The chain a browser uses: the library, then the browser traits, then a random UUID. */
export const BROWSER_DEVICE_ID_SOURCES: readonly DeviceIdSource[] = [
  fingerprintSource,
  browserTraitsSource,
];
