import { vars } from '@site/theme';
import { Button } from '@site/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIssueClock } from '../clock/use-issue-clock';
import type { OpenedIssue } from '../lottery-api';
import { deadlinesOf } from '../rules/countdown-rules';

const Card = styled.article`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  overflow-wrap: anywhere;
  & > button {
    width: 100%;
    white-space: normal;
  }
  &[data-phase='locked'] {
    border-color: ${vars.color.warning};
  }
  &[data-phase='drawing'] {
    border-color: ${vars.color.info};
  }
`;

const Name = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Time = styled.time`
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.brand};
  font-variant-numeric: tabular-nums;
`;

const Result = styled.p`
  margin: 0;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.text};
`;

export interface CountdownCardProps {
  issue: OpenedIssue;
  /** Browser time (ms) the answer carrying this issue arrived. */
  receivedAt: number;
  /** The query this card's issue came from; its refetch is throttled under this key. */
  refetchKey: string;
  refetch: () => void;
  onBet: (gameCode: string) => void;
}

/**
 * One countdown card: time left from the end timestamps on the shared clock, open -> locked ->
 * drawing, each change asking for a (throttled) refetch. The last result shown is always labelled
 * with its own issue number, so the previous draw never passes for the new one.
 */
export function CountdownCard({
  issue,
  receivedAt,
  refetchKey,
  refetch,
  onBet,
}: CountdownCardProps) {
  const { t } = useTranslation('lottery');
  const deadlines = useMemo(() => deadlinesOf(issue, receivedAt), [issue, receivedAt]);
  const { phase, timeRef } = useIssueClock(deadlines, refetchKey, refetch);
  const label =
    phase === 'locked'
      ? t('card_locked')
      : phase === 'drawing' || phase === 'result'
        ? t('card_drawing')
        : t('card_open');
  const last = issue.lastDraw && issue.lastDraw.numero !== issue.numero ? issue.lastDraw : null;
  return (
    <Card data-phase={phase ?? 'open'} aria-label={issue.remark} data-testid="countdown-card">
      <Name>{issue.remark}</Name>
      <Muted>{t('card_issue', { numero: issue.numero })}</Muted>
      <Muted aria-live="polite">{label}</Muted>
      <Time ref={timeRef as React.RefObject<HTMLTimeElement | null>} data-testid="countdown-time" />
      {last ? (
        <Result>
          {t('card_last', { numero: last.numero })}: {last.winNo}
        </Result>
      ) : (
        <Muted>{t('card_no_result')}</Muted>
      )}
      <Button size="sm" onClick={() => onBet(issue.gameCode)}>
        {t('card_bet', { name: issue.remark })}
      </Button>
    </Card>
  );
}
