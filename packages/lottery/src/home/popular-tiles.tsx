import { vars } from '@site/theme';
import { EmptyState, focusRing, guardUrl } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LotteryGameInfo } from '../lottery-api';
import { LOTTERY_LIMITS } from '../constants';
import { lotteryHref, trendHref } from '../shared/lottery-links';
import { SkeletonLine } from '../shared/skeleton';
import { usePopularLotteries } from './use-popular';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space.sm};
  align-items: center;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.gradient.card};
  box-shadow: ${vars.shadow.sm};
  img,
  & > span:first-child {
    width: 48px;
    height: 48px;
  }
`;

const TileLinks = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  a,
  & > span {
    display: inline-flex;
    align-items: center;
    min-height: 2.75em;
    color: ${vars.color.text};
    ${focusRing}
  }
  a + a {
    color: ${vars.color.brand};
    font-size: ${vars.font.sizeSm};
  }
`;

export function PopularTile({ game }: { game: LotteryGameInfo }) {
  const { t } = useTranslation('lottery');
  const icon = guardUrl(game.webIconUrl);
  return (
    <Tile>
      {icon ? (
        <img src={icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span />
      )}
      <TileLinks>
        <Link to={lotteryHref(game.gameCode)} aria-label={t('popular_play', { name: game.remark })}>
          <strong>{game.remark}</strong>
        </Link>
        <Link to={trendHref(game.gameCode)}>{t('popular_trend', { name: game.remark })}</Link>
      </TileLinks>
    </Tile>
  );
}

/** A tile's placeholder while the popular games load: the tile's own parts (ADR 0087). */
function PopularTileSkeleton() {
  return (
    <Tile aria-hidden="true" data-testid="popular-tile-skeleton">
      <span />
      <TileLinks>
        <span>
          <SkeletonLine $width="70%" />
        </span>
        <span>
          <SkeletonLine $width="50%" />
        </span>
      </TileLinks>
    </Tile>
  );
}

/** Popular lottery trend tiles (a home section, loaded with its own chunk). */
export function PopularTilesSection() {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries();
  return (
    <Section aria-label={t('popular_title')}>
      <Heading>{t('popular_title')}</Heading>
      {popular.isLoading ? (
        <Grid aria-busy="true">
          {Array.from({ length: LOTTERY_LIMITS.popularCount }, (_, index) => (
            <PopularTileSkeleton key={index} />
          ))}
        </Grid>
      ) : (popular.data ?? []).length === 0 ? (
        <EmptyState title={t('menu_empty')} icon={null} />
      ) : (
        <Grid>
          {(popular.data ?? []).map((game) => (
            <PopularTile key={game.gameCode} game={game} />
          ))}
        </Grid>
      )}
    </Section>
  );
}

/** One popular lottery among the home game tiles (section 2 "Home game tiles"). */
export function HomeLotteryTileSection() {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries();
  const first = popular.data?.[0];
  if (!first) return null;
  return (
    <Section aria-label={t('home_lottery_title')}>
      <Heading>{t('home_lottery_title')}</Heading>
      <Grid>
        <PopularTile game={first} />
      </Grid>
    </Section>
  );
}

export { PopularTilesSection as Component };
