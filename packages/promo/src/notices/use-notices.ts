import { useMemo } from 'react';
import { ANNOUNCEMENT_TYPES } from '../constants';
import { usePromoAnnouncementsQuery } from '../promo-api';
import { promoItemsOf, type PromoItem } from '../rules/promotion-rules';
import { useViewer } from '../shared/use-viewer';

/** Board notices: types B, PL and PU that are not banners (ADR 0091). */
export function boardNotices(value: unknown): PromoItem[] {
  return promoItemsOf(value).filter(
    (item) => item.type === 'B' || item.type === 'PL' || item.type === 'PU',
  );
}

/** Notices of the caller: members MCSFE_, visitors CCSFE_getListAnnouncements (types B,PL,PU, execution B, platform W). */
export function useNotices(groupName?: string) {
  const viewer = useViewer();
  const query = usePromoAnnouncementsQuery({
    member: viewer.signedIn,
    types: ANNOUNCEMENT_TYPES.notices,
    ...(groupName ? { groupName } : {}),
    execution: 'B',
    platform: 'W',
  });
  const notices = useMemo(() => boardNotices(query.data), [query.data]);
  return { ...query, notices };
}
