import { vars } from '@site/theme';
import { focusRing, guardUrl } from '@site/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoAnnouncementsQuery } from '../promo-api';
import { dayAndMonth, promoItemsOf } from '../rules/promotion-rules';
import { useViewer } from '../shared/use-viewer';

const Section = styled.section`
  h2 {
    margin: 0 0 ${vars.space.md};
    font-size: ${vars.font.sizeXl};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: block;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  color: ${vars.color.text};
  text-decoration: none;
  ${focusRing}

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  span {
    display: block;
    padding: ${vars.space.sm} ${vars.space.md};
  }
`;

/** The home section `promotions`: the first four promotions, each linking to its entry. */
export function PromotionsSection() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const viewer = useViewer();
  const { data } = usePromoAnnouncementsQuery({
    member: viewer.signedIn,
    types: ANNOUNCEMENT_TYPES.promotions,
    groupName: GROUP_NAMES.promotion,
    execution: 'B',
    platform: 'W',
  });
  const items = useMemo(
    () =>
      promoItemsOf(data)
        .filter((item) => item.type === 'PR')
        .slice(0, 4),
    [data],
  );
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="promo-home-promotions">
      <h2 id="promo-home-promotions">{t('promotions_title')}</h2>
      <Grid>
        {items.map((item) => {
          const date = dayAndMonth(item.startDate);
          return (
            <li key={item.id}>
              <Tile to={`/promotion#${item.id}`}>
                {item.image ? (
                  <img
                    src={guardUrl(item.image) ?? undefined}
                    alt=""
                    width={240}
                    height={160}
                    loading="lazy"
                  />
                ) : null}
                <span>
                  {item.title}
                  {date ? ` · ${date.day}/${date.month}` : ''}
                </span>
              </Tile>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}

export { PromotionsSection as Component };
