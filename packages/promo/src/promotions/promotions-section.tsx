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

// A tile's shape while the promotions load: the image's 3:2 box and one line of text.
const Placeholder = styled.li`
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  &::before {
    content: '';
    display: block;
    aspect-ratio: 3 / 2;
    background: ${vars.color.surfaceSunken};
  }
  span {
    display: block;
    padding: ${vars.space.sm} ${vars.space.md};
  }
`;

/** The home section shows at most this many promotions. */
const HOME_PROMOTIONS = 4;
const BLANK = '\u00a0';

/** The home section `promotions`: the first four promotions, each linking to its entry. */
export function PromotionsSection() {
  // Never suspends: the section keeps its place (heading and tiles) while it loads (ADR 0097).
  const { t, ready } = useTranslation(PROMO_NAMESPACE, { useSuspense: false });
  const viewer = useViewer();
  const { data, isLoading } = usePromoAnnouncementsQuery({
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
        .slice(0, HOME_PROMOTIONS),
    [data],
  );
  if (isLoading || !ready) {
    return (
      <Section aria-busy="true" aria-labelledby="promo-home-promotions">
        <h2 id="promo-home-promotions">{ready ? t('promotions_title') : BLANK}</h2>
        <Grid>
          {Array.from({ length: HOME_PROMOTIONS }, (_, index) => (
            <Placeholder key={index} aria-hidden="true">
              <span>{BLANK}</span>
            </Placeholder>
          ))}
        </Grid>
      </Section>
    );
  }
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
