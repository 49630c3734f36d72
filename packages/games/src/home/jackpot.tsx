import { formatMoney } from '@site/api-core';
import { vars } from '@site/theme';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES_LIMITS } from '../constants';
import { useGamesJackpotQuery } from '../games-api';
import { initialJackpot, nextJackpot } from '../rules/home-rules';
import { useGamesSession } from '../shared/use-games-session';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.gradient.brand};
  color: ${vars.color.onBrand};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

const Amount = styled.p`
  margin: 0;
  /* Fixed width digits and a reserved line: the count-up never moves the layout. */
  min-height: 1.2em;
  font-size: ${vars.font.size2xl};
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

/**
 * Jackpot (`VIS_getJackpot` with merchant_code and currency): a seeded random up to 1e8, counting
 * up once a second, kept in the session key `jackpot` (section 9, ADR 0074).
 */
export function Jackpot() {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const { storage } = session;
  const currency = session.currency || 'CNY';
  const { data, isLoading } = useGamesJackpotQuery({
    merchant_code: session.merchantCode,
    currency,
  });
  const start = useMemo(
    () =>
      isLoading
        ? null
        : initialJackpot({
            stored: storage.getSession('jackpot'),
            platform: data?.amount,
            seed: `${session.merchantCode}:${currency}`,
          }),
    [isLoading, data?.amount, storage, session.merchantCode, currency],
  );
  // The count-up since `start`: the first render already shows `start` (no effect sets it, so
  // the section does not render twice on arrival), and a new start drops the old count.
  const [ticked, setTicked] = useState<{ from: number; value: number } | null>(null);
  const value = start === null ? null : ticked?.from === start ? ticked.value : start;
  useEffect(() => {
    if (start === null) return undefined;
    const timer = setInterval(() => {
      setTicked((current) => {
        const next = nextJackpot(
          current?.from === start ? current.value : start,
          1 + Math.random() * 20,
        );
        storage.setSession('jackpot', next);
        return { from: start, value: next };
      });
    }, GAMES_LIMITS.jackpotTickMs);
    return () => clearInterval(timer);
  }, [start, storage]);
  return (
    <Box aria-labelledby="games-jackpot-title">
      <h2 id="games-jackpot-title">{t('jackpot_title')}</h2>
      <Amount aria-live="off" data-testid="games-jackpot">
        {value === null ? '\u00a0' : formatMoney(value, { currency })}
      </Amount>
    </Box>
  );
}
