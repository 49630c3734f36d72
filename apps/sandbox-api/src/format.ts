import { hashString } from './prng';

const OFFSET_MS = 8 * 3600 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in the platform's time zone (UTC+8). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** `YYYY-MM-DD` in UTC+8. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

/** Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` (UTC+8) or epoch ms; undefined when unreadable. */
export function parseDateTime(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d{10,}$/.test(text)) return Number(text);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return (
    Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
    ) - OFFSET_MS
  );
}

export function colourOf(key: string): string {
  return `hsl(${hashString(key) % 360} 70% 45%)`;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name, domain] = email.split('@');
  return `${(name ?? '').slice(0, 2)}***@${domain ?? ''}`;
}

export function paginate<T>(
  items: readonly T[],
  page: number,
  size: number,
): { content: T[]; totalPages: number; pageSize: number; pageNum: number; totalElements: number } {
  const pageSize = Math.max(1, Math.min(1000, Math.floor(size)));
  const pageNum = Math.max(1, Math.floor(page));
  const start = (pageNum - 1) * pageSize;
  return {
    content: items.slice(start, start + pageSize),
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
    pageSize,
    pageNum,
    totalElements: items.length,
  };
}
