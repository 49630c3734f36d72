import type { Game } from '@site/api-core/catalogue';
import { Button, guardUrl } from '@site/ui';
import { memo, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportsTrial } from '../rules/launch-rules';
import { Actions, Badge, Body, Card, Favourite, Name, Picture, Vendor } from './game-tile-styles';

/** A neutral picture for a game whose image is missing or fails (no layout shift: same box). */
export const FALLBACK_GAME_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#8884"/><circle cx="2" cy="2" r=".7" fill="#fff6"/></svg>',
  );

/** The platform's game icons are square; the attributes give the browser the ratio up front. */
const IMAGE_SIZE = 240;

export function gameName(game: Game): string {
  for (const value of [game.displayName, game.gameName, game.nodeName, game.gameCode]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

/** The tile's texts, translated once for a whole grid instead of once per tile. */
export interface GameTileLabels {
  play: string;
  freeTrial: string;
  underMaintenance: string;
  playGame: (name: string) => string;
  freeTrialGame: (name: string) => string;
  favouriteGame: (name: string) => string;
}

export function useGameTileLabels(): GameTileLabels {
  const { t } = useTranslation('games');
  return useMemo(
    () => ({
      play: t('play'),
      freeTrial: t('free_trial'),
      underMaintenance: t('under_maintenance'),
      playGame: (name) => t('play_game', { name }),
      freeTrialGame: (name) => t('free_trial_game', { name }),
      favouriteGame: (name) => t('favourite_game', { name }),
    }),
    [t],
  );
}

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  labels: GameTileLabels;
  onFavourite?: ((game: Game) => void) | undefined;
  onPlay: (game: Game) => void;
  onTrial?: ((game: Game) => void) | undefined;
  /** The game's vendor is under maintenance. */
  maintenance?: boolean;
  /**
   * How the picture loads: `lazy` below the first row, `eager` for the first row, `priority` for
   * the first tiles of a page (the largest contentful paint on a phone: fetched first).
   */
  image?: 'lazy' | 'eager' | 'priority';
}

function fallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== FALLBACK_GAME_IMAGE) image.src = FALLBACK_GAME_IMAGE;
}

/**
 * One game: a fixed square image box (lazy image, fallback picture), the name, the vendor, the
 * favourite toggle (a real `<button aria-pressed>`), play and, when the game supports it, free
 * trial. Every control has an accessible name that includes the game's name.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  labels,
  onFavourite,
  onPlay,
  onTrial,
  maintenance = false,
  image = 'lazy',
}: GameTileProps) {
  const name = gameName(game);
  const [src] = useState(
    () =>
      guardUrl(game.webIconUrl ?? game.iconUrl ?? game.smallIcon ?? game.showIcon) ??
      FALLBACK_GAME_IMAGE,
  );
  return (
    <Card aria-label={name}>
      <Picture>
        <img
          src={src}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'priority' ? 'high' : 'auto'}
          decoding={image === 'lazy' ? 'async' : 'auto'}
          onError={fallback}
        />
        {onFavourite ? (
          <Favourite
            type="button"
            aria-pressed={favourite}
            aria-label={labels.favouriteGame(name)}
            onClick={() => onFavourite(game)}
          >
            <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
          </Favourite>
        ) : null}
        {maintenance ? <Badge>{labels.underMaintenance}</Badge> : null}
      </Picture>
      <Body>
        <Name title={name}>{name}</Name>
        <Vendor>{String(game.accountTypeName ?? game.vassalage ?? '')}</Vendor>
        <Actions>
          <Button size="sm" aria-label={labels.playGame(name)} onClick={() => onPlay(game)}>
            {labels.play}
          </Button>
          {onTrial && supportsTrial(game) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={labels.freeTrialGame(name)}
              onClick={() => onTrial(game)}
            >
              {labels.freeTrial}
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
});
