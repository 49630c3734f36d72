/** A promotion or notice as this feature reads it (decoded defensively). */
export interface PromoItem {
  id: number;
  type: string;
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  promotionType: string | null;
  image: string | null;
  remarkRequired: 'Y' | 'N';
  imageRequired: 'Y' | 'N';
  linkedPromotionId: number | null;
  redirect: string | null;
  externalLink: string | null;
  execution: string | null;
  categoryId: string | null;
  raffleScheduleId: number | null;
  /** The caller's application status (e.g. PENDING), null when not applied. */
  status: string | null;
  groupName: string | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optText = (value: unknown): string | null => {
  const out = text(value).trim();
  return out ? out : null;
};
const optInt = (value: unknown): number | null => {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Decodes announcement items that are not banners (no `bannerId`): promotions and notices. */
export function promoItemsOf(value: unknown): PromoItem[] {
  if (!Array.isArray(value)) return [];
  const out: PromoItem[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (item.bannerId !== undefined && item.bannerId !== null) continue;
    const id = optInt(item.id);
    if (id === null) continue;
    const images = Array.isArray(item.announcementImages) ? item.announcementImages : [];
    const first = images.find(
      (image): image is { url: string } =>
        typeof image === 'object' &&
        image !== null &&
        typeof (image as { url?: unknown }).url === 'string',
    );
    out.push({
      id,
      type: text(item.type) || 'PR',
      title: text(item.title),
      content: text(item.content),
      startDate: text(item.startDate),
      endDate: text(item.endDate),
      promotionType: optText(item.promotionType),
      image: first?.url ?? null,
      remarkRequired: item.remarkRequired === 'Y' ? 'Y' : 'N',
      imageRequired: item.imageRequired === 'Y' ? 'Y' : 'N',
      linkedPromotionId: optInt(item.linkedPromotionId),
      redirect: optText(item.redirect),
      externalLink: optText(item.externalLink),
      execution: optText(item.execution),
      categoryId: optText(item.categoryId),
      raffleScheduleId: optInt(item.raffleScheduleId),
      status: optText(item.status),
      groupName: optText(item.groupName),
    });
  }
  return out;
}

/** Day and month of a start date ("2026-11-01 00:00:00" -> { day: '01', month: '11' }). */
export function dayAndMonth(startDate: string): { day: string; month: string } | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(startDate.trim());
  if (!match) return null;
  return { day: (match[3] ?? '').padStart(2, '0'), month: (match[2] ?? '').padStart(2, '0') };
}

/** The promotion a URL asks for: `?id=` first, then a hash equal to an id; `timestamp` is ignored. */
export function requestedPromotion(
  search: string,
  hash: string,
  ids: readonly number[],
): { id: number; scroll: boolean } | null {
  const params = new URLSearchParams(search);
  const byQuery = Number(params.get('id'));
  if (params.get('id') && ids.includes(byQuery)) return { id: byQuery, scroll: false };
  const byHash = Number(hash.replace(/^#/, ''));
  if (hash.length > 1 && ids.includes(byHash)) return { id: byHash, scroll: true };
  return null;
}

/** Publicity popups after login: execution A, plus F on the first login (section 2). */
export function publicityToShow<T extends { execution: string | null }>(
  items: readonly T[],
  firstLogin: boolean,
): T[] {
  return items.filter((item) => item.execution === 'A' || (firstLogin && item.execution === 'F'));
}
