import { AGENT_HOME_PATH } from '../constants';

const LEADING_HOST = /^\/[\\/]/;

/** Percent-decodes ASCII escapes up to three times (`%252f` -> `/`) and drops tabs and newlines. */
function decodedPath(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current.replace(/[\t\n\r]/g, '');
}

/**
 * The `next` page is honoured only when it stays on this site: it must resolve to the same
 * origin over http(s). Returns the path (with query and hash) to navigate to, or null.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (typeof next !== 'string') return null;
  const value = next.trim();
  if (value === '' || value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20))
    return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin) return null;
  // After normalisation a path such as `/.//evil.example` becomes `//evil.example`, which a
  // router or a browser would read as another host: refuse `//` and `/\\` at the start, also
  // when they are percent-encoded (once or more) or split by an encoded tab or newline.
  if (LEADING_HOST.test(url.pathname) || LEADING_HOST.test(decodedPath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * After a login that needs no password change: the next page, else `/` (the login page's next
 * page is the root, and so is a login started on the register page).
 */
export function landingAfterLogin(next: string | null | undefined, origin: string): string {
  return safeNextPath(next, origin) ?? '/';
}

/** After logout: the next page, or `/agent` when the source is agent, else the site root. */
export function landingAfterLogout(options: {
  next?: string | null;
  source?: string | null;
  origin: string;
}): string {
  const next = safeNextPath(options.next, options.origin);
  if (next) return next;
  if (options.source === 'agent') return AGENT_HOME_PATH;
  return '/';
}
