import { vars } from '@site/theme';
import { Button, EmptyState, Loader } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { FriendOverviewDialog } from '../reward-centre/friend-overview-dialog';
import { useFollowGoTo, useGoToTarget } from '../shared/use-go-to';
import { NoticeBoard } from './notice-board';
import { useNotices } from './use-notices';

const Heading = styled.h1`
  margin: 0 0 ${vars.space.lg};
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.size2xl};
`;

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
