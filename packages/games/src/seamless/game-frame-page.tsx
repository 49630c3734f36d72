import type { Game } from '@site/api-core/catalogue';
import { skipToken } from '@reduxjs/toolkit/query';
import { vars } from '@site/theme';
import { Button, EmptyState, guardUrl, Loader } from '@site/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SLOT_LOBBY_PATH } from '../constants';
import { gamesApi, useGamesFrameLaunchQuery } from '../games-api';
import { lobbyReturnPath } from '../launch/lobby-return';
import { gameUrlOf, launchRequest, recommendedMaintenanceOf } from '../rules/launch-rules';
import { useGamesSession } from '../shared/use-games-session';
import { useSiteDispatch } from '@site/api-core';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.md};

  h1 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

const Frame = styled.iframe`
  width: 100%;
  /* A fixed box: no layout shift while the game loads. */
  height: min(80vh, 56.25vw);
  min-height: 20rem;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

/**
 * What the game frame may do: run its scripts, talk to its own origin, submit its forms, go full
 * screen and open the vendor's own pop-ups. It may not navigate this page (no
 * allow-top-navigation) and gets no access to this site's origin (the game is cross-origin).
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
export const GAME_FRAME_ALLOW = 'autoplay; fullscreen; encrypted-media; clipboard-write';

/** The game named by the page's query (`gameType`, `gameId`, `nodeId`, `roomId`, `vendor`). */
export function gameFromSearch(search: URLSearchParams): Game {
  const game: Record<string, string> = {};
  for (const key of ['gameType', 'gameId', 'nodeId', 'roomId', 'matchId', 'leagueId'] as const) {
    const value = search.get(key);
    if (value) game[key] = value.slice(0, 64);
  }
  const vendor = search.get('vendor');
  if (vendor) {
    game.accountTypeName = vendor.slice(0, 32);
    game.vassalage = vendor.slice(0, 32);
  }
  return game as Game;
}

export interface GameFramePageProps {
  mode: 'seamless' | 'trial';
}

/**
 * Frame mode (`/seamless?gameType=`) and trial mode (`/trial`, `GCS_gameTrialLaunch`): the game
 * plays in the page, in a frame with explicit `sandbox` and `allow`. Leaving `/seamless` with a
 * token sends `GCS_gameLogout` (no alert).
 */
export function GameFramePage({ mode }: GameFramePageProps) {
  const { t } = useTranslation(['games', 'errors']);
  const session = useGamesSession();
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const game = useMemo(() => gameFromSearch(search), [search]);
  const hasGame = Boolean(game.gameId || game.nodeId || game.roomId);
  const canLaunch = hasGame && (mode === 'trial' || session.signedIn);
  const request = canLaunch
    ? {
        trial: mode === 'trial',
        request: launchRequest(game, {
          language: session.language,
          merchantCode: session.merchantCode,
          token: mode === 'trial' ? undefined : session.token,
          free: mode === 'trial',
        }),
      }
    : skipToken;
  const { data, isLoading, isError } = useGamesFrameLaunchQuery(request);

  // Leaving /seamless with a token: the game logout, silent and keep-alive.
  const signedInRef = useRef(session.signedIn);
  signedInRef.current = session.signedIn;
  useEffect(() => {
    if (mode !== 'seamless') return undefined;
    return () => {
      if (signedInRef.current) void dispatch(gamesApi.endpoints.gamesLogout.initiate());
    };
  }, [dispatch, mode]);

  const maintenance = recommendedMaintenanceOf(data);
  const url = maintenance ? null : guardUrl(gameUrlOf(data));
  const title = mode === 'trial' ? t('trial_title') : t('frame_title');

  let body;
  if (!hasGame) body = <EmptyState title={t('in_stay_tuned', { ns: 'errors' })} />;
  else if (!canLaunch) body = <EmptyState title={t('in_sorry_in', { ns: 'errors' })} />;
  else if (isLoading) body = <Loader label={t('launch_loading')} showLabel />;
  else if (maintenance)
    body = (
      <EmptyState
        title={maintenance.message ?? t('recommended_maintenance')}
        description={t('maintenance_window', {
          start: maintenance.maintainTime ?? '-',
          end: maintenance.endTime ?? '-',
        })}
      />
    );
  else if (isError || !url) body = <EmptyState title={t('game_unavailable')} />;
  else
    body = (
      <Frame
        src={url}
        title={title}
        sandbox={GAME_FRAME_SANDBOX}
        allow={GAME_FRAME_ALLOW}
        referrerPolicy="no-referrer"
      />
    );

  return (
    <Page aria-labelledby="games-frame-title">
      <Bar>
        <h1 id="games-frame-title">{title}</h1>
        <Button variant="secondary" onClick={() => void navigate(lobbyReturnPath(SLOT_LOBBY_PATH))}>
          {t('back_to_lobby')}
        </Button>
      </Bar>
      {body}
    </Page>
  );
}

export function SeamlessPage() {
  return <GameFramePage mode="seamless" />;
}

export function TrialPage() {
  return <GameFramePage mode="trial" />;
}
