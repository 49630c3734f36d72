import { vars } from '@site/theme';
import { CountBadge, EmptyState } from '@site/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoAnnouncementsQuery } from '../promo-api';
import { promoItemsOf } from '../rules/promotion-rules';
import { useMissionCount } from './use-mission-count';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0 0 ${vars.space.lg};
  font-size: ${vars.font.sizeXl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
`;

/** missionLeaderboard: the open missions (promotions of type MISSION) with their count. */
export function MissionPage() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const count = useMissionCount();
  const { data } = usePromoAnnouncementsQuery({
    member: true,
    types: ANNOUNCEMENT_TYPES.promotions,
    groupName: GROUP_NAMES.promotion,
    execution: 'B',
    platform: 'W',
  });
  const missions = useMemo(
    () => promoItemsOf(data).filter((item) => item.promotionType === 'MISSION'),
    [data],
  );
  return (
    <section>
      <Heading>
        {t('mission_title')} <CountBadge count={count} />
      </Heading>
      {missions.length === 0 ? (
        <EmptyState title={t('mission_empty')} />
      ) : (
        <List>
          {missions.map((mission) => (
            <li key={mission.id}>{mission.title}</li>
          ))}
        </List>
      )}
    </section>
  );
}

export { MissionPage as Component };
