/**
 * The one URL guard of the site: every URL that comes from the server and becomes an `href`, a
 * `src`, a window location or a frame address passes through here first.
 *
 * - `http:` and `https:` URLs, absolute or relative to the page, are kept (resolved to absolute
 *   unless they were site-relative);
 * - `mailto:` and `tel:` only where the caller allows them (links);
 * - `data:` only for raster images (`data:image/png|jpeg|gif|webp;base64,...`) where the caller
 *   allows them (an `<img src>` of sanitised HTML: an image cannot run script);
 * - everything else (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, unparseable text,
 *   control characters or whitespace tricks inside the scheme) gives `null`, and the caller
 *   renders no link.
 */
export interface UrlGuardOptions {
  /** Allow `mailto:` and `tel:` (links only, never frames or windows). */
  allowContact?: boolean;
  /** Allow base64 `data:` URLs of raster images (an `img` source only). */
  allowImageData?: boolean;
  /** The base for relative URLs (default: the page's address, or `http://localhost` off-browser). */
  base?: string;
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const CONTACT_PROTOCOLS = new Set(['mailto:', 'tel:']);
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
// C0 controls, DEL and the zero-width and bidi characters browsers strip or ignore inside URLs.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001F\u007F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/g;

function pageBase(): string {
  return typeof window !== 'undefined' && window.location?.href
    ? window.location.href
    : 'http://localhost/';
}

/** Returns a safe URL to use, or `null` when `value` must not become a link or a frame. */
export function guardUrl(value: unknown, options: UrlGuardOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(INVISIBLE, '').trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, options.base ?? pageBase());
  } catch {
    return null;
  }
  if (WEB_PROTOCOLS.has(parsed.protocol)) {
    // Keep site-relative paths relative ("/promotion#3"), but never a scheme-relative "//host".
    if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    }
    return parsed.href;
  }
  if (options.allowContact && CONTACT_PROTOCOLS.has(parsed.protocol)) return parsed.href;
  if (options.allowImageData && parsed.protocol === 'data:' && RASTER_DATA.test(trimmed)) {
    return trimmed;
  }
  return null;
}

/** Whether `url` is on the page's own origin (for redirects that must stay on the site). */
export function isSameOrigin(
  url: string,
  origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
