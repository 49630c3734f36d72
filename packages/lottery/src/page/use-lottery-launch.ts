import { selectIsAgent, selectLoggedIn, useSiteSelector } from '@site/api-core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLotteryGamesQuery,
  useLotteryLaunchMutation,
  useLotterySeaUrlMutation,
  type LotteryGameInfo,
} from '../lottery-api';
import { lobbyLaunchRequest, lotteryRefusal, thaiFrameAddress } from '../rules/launch-rules';
import { isThaiGroup } from '../rules/menu-rules';
import {
  playTypeOf,
  prizeModeOf,
  storedVnPrizeMode,
  vnPrizeModeFrom,
  type VnPrizeMode,
} from '../rules/prize-mode';
import { useLotteryHosts } from '../shared/use-lottery-hosts';
import { useSiteStorage } from '../shared/use-site-storage';
import type { FrameState } from './lottery-frame';

export type LotteryArea = 'lott' | 'vn' | 'sea';

export interface LaunchInput {
  area: LotteryArea;
  gameCode: string | null;
  playType: string | null;
  betParam: string | null;
  labelName: string | null;
  /** Something the launch needs is still loading (the issue lookup by gameId). */
  pending?: boolean;
}

function findGame(games: readonly LotteryGameInfo[], code: string | null): LotteryGameInfo | null {
  if (!code) return null;
  const wanted = code.toLowerCase();
  return games.find((game) => game.gameCode.toLowerCase() === wanted) ?? null;
}

function withBetParam(src: string, betParam: string | null): string {
  if (!betParam) return src;
  return `${src}${src.includes('?') ? '&' : '?'}${new URLSearchParams({ bet_param: betParam }).toString()}`;
}

/** The VN prize mode: remembered in session storage, else detected from the lottery vendors. */
export function useVnPrizeMode(games: readonly LotteryGameInfo[] | undefined): VnPrizeMode | null {
  const storage = useSiteStorage();
  const stored = storedVnPrizeMode(storage.getSession('vnPrizeMode'));
  const detected = useMemo(
    () => (games && games.length > 0 ? vnPrizeModeFrom(games.map((game) => game.lane)) : null),
    [games],
  );
  useEffect(() => {
    if (!stored && detected) storage.setSession('vnPrizeMode', detected);
  }, [stored, detected, storage]);
  return stored ?? detected;
}

/**
 * Works out what the lottery frame shows (ADR 0080): the guards of section 5 first (token,
 * isAgent 4, lottery host, lane), then the frame address: the Thai frame for groups 9-11, the
 * lottery-url call for SEA, else the lobby launch. Its answer feeds the frame.
 */
export function useLotteryLaunch(input: LaunchInput): {
  state: FrameState;
  retry: () => void;
  game: LotteryGameInfo | null;
  playType: 1 | 2;
} {
  const { i18n } = useTranslation();
  const signedIn = useSiteSelector(selectLoggedIn);
  const isAgent = useSiteSelector(selectIsAgent);
  const { lotteryHost, thaiHost } = useLotteryHosts();
  const storage = useSiteStorage();
  const games = useLotteryGamesQuery();
  const vnPrizeMode = useVnPrizeMode(games.data);
  const [launch] = useLotteryLaunchMutation();
  const [seaUrl] = useLotterySeaUrlMutation();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; src: string | null } | null>(null);

  const game = findGame(games.data ?? [], input.gameCode);
  const playType = playTypeOf(input.gameCode, input.playType, game?.defaultPlayType);
  const thai =
    game !== null && game.gameGroupId !== null && isThaiGroup({ gameGroupId: game.gameGroupId });
  const hasLane = games.isSuccess && (input.gameCode ? game !== null : games.data.length > 0);
  // The lane is known once the game list is in; until then only the other guards can refuse.
  const refusal = lotteryRefusal({
    signedIn,
    isAgent: typeof isAgent === 'number' ? isAgent : null,
    lotteryHost: thai ? lotteryHost && thaiHost : lotteryHost,
    hasLane: games.isSuccess ? hasLane : true,
  });
  const language = i18n.language;
  const key = JSON.stringify([
    input,
    playType,
    language,
    attempt,
    vnPrizeMode,
    game?.gameCode ?? null,
  ]);
  const ready =
    signedIn &&
    games.isSuccess &&
    refusal === null &&
    (input.area !== 'vn' || vnPrizeMode !== null);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const done = (src: string | null) => {
      if (!cancelled) setResult({ key, src: src ? withBetParam(src, input.betParam) : null });
    };
    if (thai && thaiHost) {
      done(
        thaiFrameAddress({
          host: thaiHost,
          token: storage.token() ?? '',
          merchant: storage.merchantCode() ?? '',
          lang: language,
          prizeMode: prizeModeOf({ lane: game?.lane, playType, gameCode: input.gameCode }),
        }),
      );
    } else if (input.area === 'sea') {
      seaUrl(input.gameCode ? { lottoGameCode: input.gameCode } : {})
        .unwrap()
        .then(done, () => done(null));
    } else {
      const prizeMode =
        input.area === 'vn'
          ? (vnPrizeMode ?? 'Lott')
          : prizeModeOf({ lane: game?.lane ?? 'LOTT', playType, gameCode: input.gameCode });
      launch(
        lobbyLaunchRequest({
          language,
          prizeMode,
          playType,
          gameCode: game?.gameCode ?? input.gameCode,
          vietnam: input.area === 'vn',
          labelName: input.labelName,
        }),
      )
        .unwrap()
        .then(done, () => done(null));
    }
    return () => {
      cancelled = true;
    };
    // `key` covers every input of the launch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);

  let state: FrameState;
  if (refusal) state = { kind: 'refused', reason: refusal };
  else if (games.isError) state = { kind: 'failed' };
  else if (!result || result.key !== key) state = { kind: 'loading' };
  else state = result.src ? { kind: 'ready', src: result.src } : { kind: 'failed' };
  return { state, retry: () => setAttempt((n) => n + 1), game, playType };
}
