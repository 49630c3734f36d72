import { launchRefusal } from '@site/api-core';
import type { Game } from '@site/api-core/catalogue';
import { useAccessGuard, useDialogs, useLink } from '@site/feature-api';
import { openLaunchWindow } from '@site/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GAMES_DIALOGS, SEAMLESS_PATH, TRIAL_PATH } from '../constants';
import { useGamesLaunchMutation } from '../games-api';
import {
  gameUrlOf,
  launchModeOf,
  launchRequest,
  recommendedMaintenanceOf,
} from '../rules/launch-rules';
import { launchFailureNotice } from '../rules/launch-failure';
import { useGamesSession } from '../shared/use-games-session';
import type { GamesNotice } from './games-notice-dialog';
import { gamesLinks } from '../links';
import { rememberLobby } from './lobby-return';
import { useBalanceAfterGame } from './use-balance-after-game';

export type LaunchOutcome =
  | 'refused'
  | 'stay-tuned'
  | 'frame'
  | 'trial'
  | 'popup-blocked'
  | 'failed'
  | 'recommended-maintenance'
  | 'bad-url'
  | 'launched';

/** The game address of the in-page modes: enough for the page to launch the same game. */
export function framePath(path: string, game: Game): string {
  const search = new URLSearchParams();
  if (game.gameType) search.set('gameType', String(game.gameType));
  for (const key of ['gameId', 'nodeId', 'roomId', 'matchId', 'leagueId'] as const) {
    const value = game[key];
    if (value !== undefined && value !== null && String(value) !== '')
      search.set(key, String(value));
  }
  const vendor = game.accountTypeName ?? game.vassalage;
  if (vendor) search.set('vendor', String(vendor));
  return `${path}?${search.toString()}`;
}

/**
 * The one launch module every entry point uses (section 4 "Game launch"): the guards, then a
 * blank window opened synchronously on the click with a translated loader, the launch call with
 * every section 3 parameter, and the window sent to `game_url` / `game_url2`. On failure the
 * window closes and this module shows the outcome: insufficient balance (cancel or deposit),
 * vendor maintenance with its times, resType 1 (recommended games or the maintenance window),
 * `popup_blocked` and `in_stay_tuned`. The launch call asks for no global alert (ADR 0071).
 */
export function useLaunchGame() {
  const { t } = useTranslation('games');
  const guard = useAccessGuard();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const session = useGamesSession();
  const [launch] = useGamesLaunchMutation();
  const balanceAfterGame = useBalanceAfterGame();
  const deposit = useLink(gamesLinks.deposit);
  const notify = useCallback(
    (notice: GamesNotice) => dialogs.open(GAMES_DIALOGS.notice, notice),
    [dialogs],
  );

  const play = useCallback(
    async (game: Game): Promise<LaunchOutcome> => {
      const refusal = launchRefusal({
        signedIn: session.signedIn,
        isAgent: session.isAgent,
        gameId: game.gameId,
        roomId: game.roomId,
      });
      if (refusal === 'in_sorry_in') {
        guard.require('signedIn');
        return 'refused';
      }
      if (refusal === 'in_need_true_account') {
        guard.require('realAccount');
        return 'refused';
      }
      if (refusal === 'in_stay_tuned') {
        notify({ errorKey: 'in_stay_tuned' });
        return 'stay-tuned';
      }
      if (launchModeOf(game) === 'frame') {
        rememberLobby();
        void navigate(framePath(SEAMLESS_PATH, game));
        return 'frame';
      }
      // Synchronously inside the click: a window opened after an await is blocked.
      const win = openLaunchWindow({ loadingText: t('launch_loading'), title: t('launch_title') });
      if (!win) {
        notify({ errorKey: 'popup_blocked' });
        return 'popup-blocked';
      }
      const request = launchRequest(game, {
        language: session.language,
        merchantCode: session.merchantCode,
        token: session.token,
        username: session.storage.getSession('username'),
      });
      let answer: unknown;
      try {
        answer = await launch(request).unwrap();
      } catch (error) {
        // The window closes and one notice tells why (cancel/deposit, maintenance times, ...);
        // the end of a session stays with the shell's global dialog.
        win.close();
        const failure = launchFailureNotice(error);
        if (failure)
          notify(
            failure.kind === 'balance' && deposit
              ? { ...failure, onDeposit: deposit.open }
              : failure,
          );
        return 'failed';
      }
      const maintenance = recommendedMaintenanceOf(answer);
      if (maintenance) {
        win.close();
        // The recommended-maintenance notice: other games to play, or the maintenance window.
        dialogs.open(GAMES_DIALOGS.recommended, {
          ...(maintenance.message ? { message: maintenance.message } : {}),
          ...(maintenance.maintainTime ? { maintainTime: maintenance.maintainTime } : {}),
          ...(maintenance.endTime ? { endTime: maintenance.endTime } : {}),
        });
        return 'recommended-maintenance';
      }
      if (!win.navigate(gameUrlOf(answer))) {
        notify({ messageKey: 'game_unavailable' });
        return 'bad-url';
      }
      balanceAfterGame();
      return 'launched';
    },
    [balanceAfterGame, deposit, dialogs, guard, launch, navigate, notify, session, t],
  );

  /** Free trial (supportPlay 0 / freeplay): no token needed, played in the page at /trial. */
  const trial = useCallback(
    (game: Game): LaunchOutcome => {
      const refusal = launchRefusal({
        signedIn: true,
        isAgent: null,
        gameId: game.gameId,
        roomId: game.roomId,
      });
      if (refusal) {
        notify({ errorKey: 'in_stay_tuned' });
        return 'stay-tuned';
      }
      rememberLobby();
      void navigate(framePath(TRIAL_PATH, game));
      return 'trial';
    },
    [navigate, notify],
  );

  return { play, trial };
}
