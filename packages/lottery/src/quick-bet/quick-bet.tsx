import { refetchIfStarted } from '../clock/refetch-if-started';
import { vars } from '@site/theme';
import { Button, SelectField, TextField } from '@site/ui';
import { memo, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIssueClock } from '../clock/use-issue-clock';
import { useLotteryGamesQuery, useLotteryNearQuery, type LotteryGameInfo } from '../lottery-api';
import { deadlinesOf } from '../rules/countdown-rules';
import {
  betParamOf,
  checkQuickBet,
  quickBetGames,
  quickBetKindOf,
  type QuickBetError,
  type QuickBetMode,
} from '../rules/quick-bet-rules';
import { useBetHandover } from '../shared/use-bet-handover';

const Panel = styled.form`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

const Modes = styled.fieldset`
  display: flex;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${vars.font.sizeSm};
  legend {
    padding: 0;
    margin-bottom: ${vars.space.xxs};
    color: ${vars.color.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xxs};
  }
`;

const Issue = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  time {
    font-family: ${vars.font.familyMono};
    color: ${vars.color.brand};
    font-variant-numeric: tabular-nums;
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The current issue of the chosen game, ticking on the shared clock; reloads when it ends. */
function CurrentIssue({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const near = useLotteryNearQuery({ gameCode });
  const current = near.data?.current ?? null;
  const deadlines = useMemo(
    () => (current ? deadlinesOf(current, near.fulfilledTimeStamp ?? 0) : null),
    [current, near.fulfilledTimeStamp],
  );
  const { timeRef } = useIssueClock(deadlines, `lotteryNear:${gameCode}`, () =>
    refetchIfStarted(near),
  );
  return (
    <Issue aria-live="off">
      <span>{current ? t('qb_issue', { numero: current.numero }) : '\u00a0'}</span>
      <time ref={timeRef as React.RefObject<HTMLTimeElement | null>} data-testid="quick-bet-time" />
    </Issue>
  );
}

export interface QuickBetViewProps {
  /** The games offered (up to 5); an empty list shows `in_stay_tuned`. */
  games: readonly { gameCode: string; name: string }[];
  /** Start values (stories show each validation state). */
  initial?: { gameCode?: string; mode?: QuickBetMode; typed?: string; showErrors?: boolean };
  /** Hide the live issue line (stories of validation states). */
  withIssue?: boolean;
  /** The game list is still loading: the form keeps its place, its submit waits. */
  pending?: boolean;
}

/**
 * The quick-bet widget (section 4): SSC 5 digits 0-9, 11X5 5 distinct numbers 01-11, HeSheng up
 * to 6. What the player typed is kept per game (switching games or failing validation loses
 * nothing); a valid bet hands over to the lottery page with `bet_param`.
 */
export function QuickBetView({
  games,
  initial,
  withIssue = true,
  pending = false,
}: QuickBetViewProps) {
  const { t } = useTranslation(['lottery', 'errors']);
  const bet = useBetHandover();
  const [chosen, setGameCode] = useState(initial?.gameCode ?? games[0]?.gameCode ?? '');
  // The games may change under the form (defaults while the list loads): keep a choice it offers.
  const gameCode = games.some((game) => game.gameCode === chosen)
    ? chosen
    : (games[0]?.gameCode ?? '');
  const [mode, setMode] = useState<QuickBetMode>(initial?.mode ?? 'standard');
  const [typed, setTyped] = useState<Record<string, string>>(
    initial?.typed !== undefined
      ? { [initial.gameCode ?? games[0]?.gameCode ?? '']: initial.typed }
      : {},
  );
  const value = typed[gameCode] ?? '';
  const kind = quickBetKindOf(gameCode);
  const initialError = initial?.showErrors ? checkQuickBet(kind, mode, value).error : null;
  const [error, setError] = useState<QuickBetError | null>(initialError);

  if (games.length === 0) {
    return (
      <Panel as="section" aria-label={t('lottery:qb_title')}>
        <Heading>{t('lottery:qb_title')}</Heading>
        <Notice role="status">{t('errors:in_stay_tuned')}</Notice>
      </Panel>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkQuickBet(kind, mode, value);
    setError(check.error);
    if (check.error) return;
    bet(gameCode, betParamOf(gameCode, mode, check.numbers));
  };
  const hint =
    mode === 'hesheng'
      ? t('lottery:qb_hint_hesheng')
      : kind === 'SSC'
        ? t('lottery:qb_hint_ssc')
        : t('lottery:qb_hint_11x5');

  return (
    <Panel aria-label={t('lottery:qb_title')} onSubmit={submit} noValidate>
      <Heading>{t('lottery:qb_title')}</Heading>
      <SelectField
        label={t('lottery:qb_game')}
        value={gameCode}
        onValueChange={(code) => {
          setGameCode(code);
          setError(null);
        }}
      >
        {games.map((game) => (
          <option key={game.gameCode} value={game.gameCode}>
            {game.name}
          </option>
        ))}
      </SelectField>
      {withIssue && gameCode ? <CurrentIssue gameCode={gameCode} /> : null}
      <Modes>
        <legend>{t('lottery:qb_mode')}</legend>
        {(['standard', 'hesheng'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="quick-bet-mode"
              value={option}
              checked={mode === option}
              onChange={() => {
                setMode(option);
                setError(null);
              }}
            />
            {t(option === 'standard' ? 'lottery:qb_mode_standard' : 'lottery:qb_mode_hesheng')}
          </label>
        ))}
      </Modes>
      <TextField
        label={t('lottery:qb_numbers')}
        hint={hint}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        onValueChange={(next) => {
          setTyped((all) => ({ ...all, [gameCode]: next }));
          if (error) setError(null);
        }}
        {...(error ? { error: t(`lottery:${error}`) } : {})}
      />
      <Button type="submit" disabled={pending}>
        {t('lottery:qb_submit')}
      </Button>
    </Panel>
  );
}

function gameName(games: readonly LotteryGameInfo[], code: string) {
  return games.find((game) => game.gameCode === code)?.remark ?? code;
}

/**
 * The quick-bet widget over the lottery game list (`/lgw/games`). While the list loads the form
 * is already there with the default games (ADR 0087), so nothing moves when the names arrive.
 * Memoized: its page's other answers do not render it again.
 */
export const QuickBet = memo(function QuickBet() {
  const games = useLotteryGamesQuery();
  const list = games.data ?? [];
  const codes = quickBetGames(
    games.isLoading ? null : games.isSuccess ? list.map((game) => game.gameCode) : [],
  );
  return (
    <QuickBetView
      games={codes.map((code) => ({ gameCode: code, name: gameName(list, code) }))}
      pending={games.isLoading}
    />
  );
});
