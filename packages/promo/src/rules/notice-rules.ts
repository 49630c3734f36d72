import { PROMO_LIMITS } from '../constants';

/** Pages of `total` notices, 10 per page. */
export function pageCount(total: number, size: number = PROMO_LIMITS.noticePageSize): number {
  return total > 0 ? Math.ceil(total / size) : 0;
}

/** The notices of page `page` (1-based). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = PROMO_LIMITS.noticePageSize,
): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * How far the page strip slides (px): with more than 7 pages it moves 25 px per page so the
 * current page stays in view; with 7 or fewer it does not move.
 */
export function stripOffset(page: number, pages: number): number {
  const visible = PROMO_LIMITS.noticeStripVisible;
  if (pages <= visible) return 0;
  const half = Math.floor(visible / 2);
  const first = Math.min(Math.max(page - 1 - half, 0), pages - visible);
  return first * PROMO_LIMITS.noticeStripStepPx;
}

/**
 * Newest first by start date. The platform's dates (`YYYY-MM-DD HH:mm:ss`) sort as plain text, so
 * this compares code units: `localeCompare` would build a collator on its first call, which cost
 * the home page's notice strip 20 ms of main thread (80 ms at Lighthouse's 4x CPU).
 */
export function newestFirst<T extends { startDate?: string | null | undefined }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => {
    const left = String(a.startDate ?? '');
    const right = String(b.startDate ?? '');
    return left === right ? 0 : left < right ? 1 : -1;
  });
}
