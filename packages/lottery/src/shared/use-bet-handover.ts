import { useAccessGuard } from '@site/feature-api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { lotteryHref } from './lottery-links';

/**
 * Opens the lottery page of a game, optionally handing a bet over with `bet_param`. Starting a
 * game needs a token: visitors get the shell's sign-in prompt, trial accounts
 * `in_need_true_account`, and nothing navigates.
 */
export function useBetHandover(): (gameCode: string, betParam?: string) => boolean {
  const guard = useAccessGuard();
  const navigate = useNavigate();
  return useCallback(
    (gameCode, betParam) => {
      if (!guard.require('realAccount')) return false;
      void navigate(lotteryHref(gameCode, betParam ? { bet_param: betParam } : {}));
      return true;
    },
    [guard, navigate],
  );
}
