/** A small cookie jar over `document.cookie` (or any object with a `cookie` string property). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

interface CookieDocument {
  cookie: string;
  location?: { protocol: string };
}

const DAY_SECONDS = 86_400;

export function documentCookieJar(doc: CookieDocument): CookieJar {
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [rawKey, ...rest] = part.trim().split('=');
        if (rawKey && safeDecode(rawKey) === name) return safeDecode(rest.join('='));
      }
      return undefined;
    },
    set(name, value, days) {
      const maxAge = Math.round(days * DAY_SECONDS);
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure()}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
    },
  };
}

/** An in-memory jar (Node, tests) that records lifetimes like a browser would. */
export function memoryCookieJar(): CookieJar & { lifetimeOf(name: string): number | undefined } {
  const values = new Map<string, { value: string; days: number }>();
  return {
    get: (name) => values.get(name)?.value,
    set: (name, value, days) => {
      values.set(name, { value, days });
    },
    remove: (name) => {
      values.delete(name);
    },
    lifetimeOf: (name) => values.get(name)?.days,
  };
}

/** Cookie decoding never throws: a malformed escape (`%`, `%E0%A4%A`) reads as the raw text. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
