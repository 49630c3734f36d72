import type { Game } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { EmptyState, visuallyHidden } from '@site/ui';
import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { GameTile, useGameTileLabels } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';

/** 1366 px down to 375 px: as many 10-rem columns as fit, at least two on a phone. */
export const Grid = styled.ul<{ $skipOffscreen?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(10rem, calc(50% - ${vars.space.sm})), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  /* On a page, a tile off screen is neither laid out nor painted until it comes near (ADR 0226):
     a page of 40 is a few rows on a phone. Its stand-in size is a phone's tile, then the size it
     last had. */
  ${({ $skipOffscreen }) =>
    $skipOffscreen &&
    css`
      & > li {
        content-visibility: auto;
        contain-intrinsic-size: auto 18rem;
      }
    `}

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/** The grid's heading: for screen readers (absolute, so it takes no place in the page). */
const Heading = styled.h2`
  ${visuallyHidden}
`;

/**
 * Tiles drawn per task (ADR 0077): the first 8 (a desktop row, more than a phone shows) with the
 * first paint, the rest of the page 8 at a time in the following tasks, in skeletons of the same
 * size until then. Drawing 40 tiles at once would be one long task before the first paint.
 */
export const TILES_PER_TASK = 8;

/**
 * How many of `total` tiles to draw: all of them once a list has been drawn whole; before that
 * a batch more after each paint. A batch renders in a transition, which React renders in slices
 * that leave the main thread free between them (ADR 0220), not as one task: a visitor who taps a
 * tile while the rest are drawn is answered at once.
 */
export function useProgressiveCount(total: number): number {
  const [drawn, setDrawn] = useState(TILES_PER_TASK);
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (complete || total === 0) return undefined;
    if (drawn >= total) {
      setComplete(true);
      return undefined;
    }
    const timer = setTimeout(
      () => startTransition(() => setDrawn((count) => count + TILES_PER_TASK)),
      0,
    );
    return () => clearTimeout(timer);
  }, [complete, drawn, total]);
  return complete ? total : Math.min(drawn, total);
}
/**
 * Pictures fetched first: a phone's first two rows, all above its fold. The tiles are one size, so
 * the largest contentful paint is whichever of them paints last; a picture left at low priority
 * waits behind the others (Chrome holds low-priority requests while high ones are in flight).
 */
const PRIORITY_IMAGES = 4;

export interface GameGridProps {
  games: readonly Game[];
  /** First load: skeleton tiles in the grid's shape. */
  loading?: boolean;
  /** A new page is loading: the current one stays usable, marked busy. */
  fetching?: boolean;
  isFavourite: (game: Game) => boolean;
  onFavourite?: (game: Game) => void;
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
  /** Vendors under maintenance (accountTypeName). */
  maintenance?: ReadonlySet<string>;
  empty?: ReactNode;
  skeletons?: number;
  /** Names the list; also its (visually hidden) heading, between the page's h1 and the tiles' h3. */
  label: string;
  /**
   * Skip the layout and paint of tiles far from the viewport (ADR 0226): for a page's grid of 40,
   * not for a dialog's short list.
   */
  skipOffscreen?: boolean;
}

const keyOf = (game: Game, index: number) =>
  `${String(game.nodeId ?? '')}-${String(game.gameId ?? game.roomId ?? index)}`;

/** The game grid: skeletons while loading, an empty state per tab, tiles otherwise. */
export function GameGrid({
  games,
  loading = false,
  fetching = false,
  isFavourite,
  onFavourite,
  onPlay,
  onTrial,
  maintenance,
  empty,
  skeletons = 12,
  label,
  skipOffscreen = false,
}: GameGridProps) {
  const { t } = useTranslation('games');
  const labels = useGameTileLabels();
  const headingId = useId();
  const drawn = useProgressiveCount(loading ? 0 : games.length);

  const heading = <Heading id={headingId}>{label}</Heading>;
  if (loading) {
    return (
      <>
        {heading}
        <Grid aria-busy="true" aria-label={t('loading_games')} $skipOffscreen={skipOffscreen}>
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i} aria-hidden="true">
              <GameTileSkeleton />
            </li>
          ))}
        </Grid>
      </>
    );
  }
  if (games.length === 0) return <>{empty ?? <EmptyState title={t('no_games')} />}</>;
  return (
    <>
      {heading}
      <Grid aria-labelledby={headingId} aria-busy={fetching} $skipOffscreen={skipOffscreen}>
        {games.map((game, index) =>
          index < drawn ? (
            <li key={keyOf(game, index)}>
              <GameTile
                game={game}
                favourite={isFavourite(game)}
                labels={labels}
                onFavourite={onFavourite}
                onPlay={onPlay}
                onTrial={onTrial}
                maintenance={maintenance?.has(String(game.accountTypeName ?? '')) ?? false}
                image={
                  index < PRIORITY_IMAGES ? 'priority' : index < TILES_PER_TASK ? 'eager' : 'lazy'
                }
              />
            </li>
          ) : (
            <li key={keyOf(game, index)} aria-hidden="true">
              <GameTileSkeleton />
            </li>
          ),
        )}
      </Grid>
    </>
  );
}
