import type { Game } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { EmptyState } from '@site/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { GameTile } from './game-tile';

/** 1366 px down to 375 px: as many 10-rem columns as fit, at least two on a phone. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(10rem, calc(50% - ${vars.space.sm})), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const pulse = keyframes`
  from { opacity: 0.5; }
  to { opacity: 1; }
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 4.6;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

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
  label: string;
}

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
}: GameGridProps) {
  const { t } = useTranslation('games');
  if (loading) {
    return (
      <Grid aria-busy="true" aria-label={t('loading_games')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} aria-hidden="true" />
        ))}
      </Grid>
    );
  }
  if (games.length === 0) return <>{empty ?? <EmptyState title={t('no_games')} />}</>;
  return (
    <Grid aria-label={label} aria-busy={fetching}>
      {games.map((game, index) => (
        <li key={`${String(game.nodeId ?? '')}-${String(game.gameId ?? game.roomId ?? index)}`}>
          <GameTile
            game={game}
            favourite={isFavourite(game)}
            onFavourite={onFavourite}
            onPlay={onPlay}
            onTrial={onTrial}
            maintenance={maintenance?.has(String(game.accountTypeName ?? '')) ?? false}
            eager={index < 6}
          />
        </li>
      ))}
    </Grid>
  );
}
