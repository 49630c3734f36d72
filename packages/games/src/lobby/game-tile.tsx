import type { Game } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Button, focusRing, guardUrl } from '@site/ui';
import { memo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { supportsTrial } from '../rules/launch-rules';

/** A neutral picture for a game whose image is missing or fails (no layout shift: same box). */
export const FALLBACK_GAME_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#8884"/><circle cx="2" cy="1.5" r=".6" fill="#fff6"/></svg>',
  );

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  overflow: hidden;
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${vars.color.surfaceSunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Favourite = styled.button`
  position: absolute;
  top: ${vars.space.xs};
  right: ${vars.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeLg};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${vars.color.warning};
  }

  ${focusRing}
`;

const Badge = styled.span`
  position: absolute;
  left: ${vars.space.xs};
  bottom: ${vars.space.xs};
  padding: ${vars.space.xxs} ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.warning};
  color: ${vars.color.onWarning};
  font-size: ${vars.font.sizeXs};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Vendor = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  flex-wrap: wrap;
`;

export function gameName(game: Game): string {
  for (const value of [game.displayName, game.gameName, game.nodeName, game.gameCode]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  onFavourite?: ((game: Game) => void) | undefined;
  onPlay: (game: Game) => void;
  onTrial?: ((game: Game) => void) | undefined;
  /** The game's vendor is under maintenance. */
  maintenance?: boolean;
  /** Eager images for the first row (largest contentful paint). */
  eager?: boolean;
}

function fallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== FALLBACK_GAME_IMAGE) image.src = FALLBACK_GAME_IMAGE;
}

/**
 * One game: a fixed 4:3 image box (lazy image, fallback picture), the name, the vendor, the
 * favourite toggle (a real `<button aria-pressed>`), play and, when the game supports it, free
 * trial. Every control has an accessible name that includes the game's name.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  onFavourite,
  onPlay,
  onTrial,
  maintenance = false,
  eager = false,
}: GameTileProps) {
  const { t } = useTranslation('games');
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
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={fallback}
        />
        {onFavourite ? (
          <Favourite
            type="button"
            aria-pressed={favourite}
            aria-label={t('favourite_game', { name })}
            onClick={() => onFavourite(game)}
          >
            <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
          </Favourite>
        ) : null}
        {maintenance ? <Badge>{t('under_maintenance')}</Badge> : null}
      </Picture>
      <Body>
        <Name title={name}>{name}</Name>
        <Vendor>{String(game.accountTypeName ?? game.vassalage ?? '')}</Vendor>
        <Actions>
          <Button size="sm" aria-label={t('play_game', { name })} onClick={() => onPlay(game)}>
            {t('play')}
          </Button>
          {onTrial && supportsTrial(game) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('free_trial_game', { name })}
              onClick={() => onTrial(game)}
            >
              {t('free_trial')}
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
});
