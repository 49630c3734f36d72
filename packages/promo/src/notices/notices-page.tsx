import { vars } from '@site/theme';
import { Button, EmptyState, Loader } from '@site/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ANNOUNCEMENT_TYPES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoAnnouncementsQuery } from '../promo-api';
import { promoItemsOf, type PromoItem } from '../rules/promotion-rules';
import { FriendOverviewDialog } from '../reward-centre/friend-overview-dialog';
import { useFollowGoTo, useGoToTarget } from '../shared/use-go-to';
import { useViewer } from '../shared/use-viewer';
import { NoticeBoard } from './notice-board';

const Heading = styled.h1`
  margin: 0 0 ${vars.space.lg};
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.size2xl};
`;

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

/** /news: the notice board. */
export function NoticesPage() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { notices, isLoading, isError } = useNotices();
  const navigate = useNavigate();
  const [friendOverview, setFriendOverview] = useState(false);
  const goToTarget = useGoToTarget();
  // Notices with a redirect or externalLink behave like promotions (a linked id opens /promotion?id=).
  const follow = useFollowGoTo({
    openPromotion: (id) => void navigate(`/promotion?id=${id}`),
    openFriendOverview: () => setFriendOverview(true),
  });
  return (
    <section>
      <Heading>{t('notices_title')}</Heading>
      {isLoading ? (
        <Loader />
      ) : isError ? (
        <EmptyState title={t('notices_empty')} />
      ) : (
        <NoticeBoard
          notices={notices}
          renderActions={(notice) =>
            goToTarget(notice).kind === 'none' ? null : (
              <Button size="sm" onClick={() => follow(goToTarget(notice))}>
                {t('promotion_go')}
              </Button>
            )
          }
        />
      )}
      {friendOverview ? <FriendOverviewDialog onClose={() => setFriendOverview(false)} /> : null}
    </section>
  );
}

export { NoticesPage as Component };
