import type { GameType } from '@site/api-core/catalogue';
import { useLink } from '@site/feature-api';
import { vars } from '@site/theme';
import { focusRing, guardUrl, VisuallyHidden } from '@site/ui';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { GAMES_LIMITS } from '../constants';
import { useGamesRankListQuery, useGamesVendorsQuery, type GamesVendor } from '../games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { gameName } from '../lobby/game-tile';
import { gamesLinks } from '../links';
import { homeTileVendors } from '../rules/category-rules';
import { useGamesSession } from '../shared/use-games-session';
import { Jackpot } from './jackpot';
import { VendorListButton } from './vendor-list-button';

/** Home tiles (section 2): sports, live, fish, pvp, rng; the lottery tile links to the hall. */
const TILE_FAMILIES: ReadonlyArray<{ type: GameType; route: string }> = [
  { type: 'SPORTS', route: 'sports' },
  { type: 'LIVE', route: 'live' },
  { type: 'FISH', route: 'fish' },
  { type: 'PVP', route: 'pvp' },
  { type: 'RNG', route: 'rng' },
];

const Section = styled.section`
  display: grid;
  gap: ${vars.space.lg};
`;

const Families = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Family = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};

  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }

  a {
    color: inherit;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
`;

/** Three rows reserved (the first 3 vendors of a family): the tile keeps its height when they come. */
const VendorLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-height: calc(3 * 1.5rem + 2 * ${vars.space.xxs});
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-height: 1.5rem;
  }

  img {
    width: 1.5rem;
    height: 1.5rem;
    vertical-align: middle;
    margin-inline-end: ${vars.space.xs};
  }
`;

const Ranking = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    gap: ${vars.space.sm};
    padding: ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }

  small {
    color: ${vars.color.textMuted};
  }
`;

/**
 * The ranking's buttons are named by what they show ("1. <game> <plays>", WCAG 2.5.3 label in
 * name: a speech-input user says what they see) and described by the action, "Play".
 */
function GameRanking() {
  const { t } = useTranslation('games');
  // The list renders in a deferred pass that React can pause (ADR 0225), not in the store's
  // synchronous update when the answer arrives.
  const data = useDeferredValue(useGamesRankListQuery().data);
  const { play } = useLaunchGame();
  const actionId = useId();
  // A game without a name has nothing to show (a record of wrong-typed fields): left out.
  const ranked = (data ?? []).filter((game) => gameName(game) !== '').slice(0, 10);
  if (ranked.length === 0) return null;
  return (
    <section aria-labelledby="games-ranking-title">
      <h2 id="games-ranking-title">{t('ranking_title')}</h2>
      <VisuallyHidden id={actionId}>{t('play')}</VisuallyHidden>
      <Ranking>
        {ranked.map((game, index) => {
          const plays = (game as { playCount?: unknown }).playCount;
          return (
            // The position keys the row: a platform may repeat a nodeId or send a wrong-typed one.
            <li key={`${index}:${String(game.nodeId ?? '')}`}>
              <button type="button" aria-describedby={actionId} onClick={() => void play(game)}>
                <span>
                  {index + 1}. {gameName(game)}
                </span>
                {typeof plays === 'number' ? (
                  <small>{t('ranking_plays', { count: plays })}</small>
                ) : null}
              </button>
            </li>
          );
        })}
      </Ranking>
    </section>
  );
}

/**
 * The games home section: category tiles (the first 3 vendors of each family), the jackpot and
 * the game ranking (`GCSGAME_getRankList`, ADR 0075).
 */
export function GamesHomeSection() {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const lottery = useLink(gamesLinks.lottery);
  const data = useDeferredValue(useGamesVendorsQuery({ merchantCode: session.merchantCode }).data);
  return (
    <Section aria-labelledby="games-tiles-title">
      <h2 id="games-tiles-title">{t('tiles_title')}</h2>
      <Families>
        {TILE_FAMILIES.map(({ type, route }) => {
          const vendors = homeTileVendors<GamesVendor>(
            data,
            type,
            GAMES_LIMITS.homeVendorsPerCategory,
          );
          const name = t(`nav_${route}`);
          return (
            <Family key={type}>
              <h3>
                <Link to={`/${route}`}>{name}</Link>
              </h3>
              <VendorLinks>
                {vendors.map((vendor) => {
                  const icon = guardUrl(vendor.iconUrl);
                  return (
                    <li key={vendor.accountTypeName}>
                      <VendorListButton
                        vendor={vendor}
                        morePath={`/${route}?page=${encodeURIComponent(vendor.accountTypeName)}`}
                      >
                        {icon ? (
                          <img src={icon} alt="" width={24} height={24} loading="lazy" />
                        ) : null}
                        {String(vendor.displayName ?? vendor.accountTypeName)}
                      </VendorListButton>
                    </li>
                  );
                })}
              </VendorLinks>
              <Link to={`/${route}`} aria-label={t('more_of', { name })}>
                {t('more')}
              </Link>
            </Family>
          );
        })}
        {lottery?.href ? (
          <Family>
            <h3>
              <a
                href={lottery.href}
                onClick={(event) => {
                  event.preventDefault();
                  lottery.open();
                }}
              >
                {t('nav_lott')}
              </a>
            </h3>
            <p>{t('desc_lott')}</p>
          </Family>
        ) : null}
      </Families>
      <Jackpot />
      <GameRanking />
    </Section>
  );
}
