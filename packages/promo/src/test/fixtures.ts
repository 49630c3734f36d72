import type { BannerItem } from '../rules/banner-rules';
import type { PromoItem } from '../rules/promotion-rules';

/** `count` board notices, newest first, with a script-bearing image in each body (sanitiser check). */
export function fakeNotices(count: number): PromoItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 9000 + i,
    type: 'B',
    title: `Notice ${i + 1}`,
    content: `<p>Body ${i + 1}</p><img src=x onerror="alert(1)">`,
    startDate: `2026-${String(12 - Math.floor(i / 28)).padStart(2, '0')}-${String(28 - (i % 28)).padStart(2, '0')} 10:00:00`,
    endDate: '',
    promotionType: null,
    image: null,
    remarkRequired: 'N',
    imageRequired: 'N',
    linkedPromotionId: null,
    redirect: null,
    externalLink: null,
    execution: 'B',
    categoryId: null,
    raffleScheduleId: null,
    status: null,
    groupName: 'w_home',
  }));
}

/** A promotion as the page reads it. */
export function fakePromotion(overrides: Partial<PromoItem> = {}): PromoItem {
  return {
    id: 7001,
    type: 'PR',
    title: 'Daily Login Gift',
    content:
      '<p>Join during the event to receive a <strong>20%</strong> bonus.</p><ul><li>Once per member</li></ul>',
    startDate: '2026-11-01 08:00:00',
    endDate: '2027-12-06 08:00:00',
    promotionType: 'LOGIN',
    image: null,
    remarkRequired: 'Y',
    imageRequired: 'N',
    linkedPromotionId: null,
    redirect: 'DEPOSIT',
    externalLink: null,
    execution: 'A',
    categoryId: '1',
    raffleScheduleId: null,
    status: null,
    groupName: 'w_promotion',
    ...overrides,
  };
}

/** Banners whose images come from the default skin's banner (stories have no image server). */
export function fakeBanners(count: number, image: string): BannerItem[] {
  return Array.from({ length: count }, (_, i) => ({
    bannerId: 6001 + i,
    url: image,
    title: `Banner ${i + 1}`,
    linkageType: i === 1 ? 'P' : null,
    linkage: i === 1 ? '7005' : null,
    groupName: 'w_home',
  }));
}
