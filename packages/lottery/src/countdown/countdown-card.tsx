import { vars } from '@site/theme';
import { Button } from '@site/ui';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIssueClock } from '../clock/use-issue-clock';
import type { OpenedIssue } from '../lottery-api';
import { SkeletonLine } from '../shared/skeleton';
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
  line-height: ${vars.font.lineHeight};
  & > button {
    width: 100%;
  }
  &[data-phase='locked'] {
    border-color: ${vars.color.warning};
  }
  &[data-phase='drawing'] {
    border-color: ${vars.color.info};
  }
`;

/** Two lines, always: a long name neither grows the card nor differs from the placeholder. */
const twoLines = `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  min-height: 3em;
`;

const Name = styled.h3`
  margin: 0;
  ${twoLines}
  overflow-wrap: anywhere;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Pending = styled(Muted)`
  ${twoLines}
`;

const Time = styled.time`
  display: block;
  min-height: 1.5em;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.brand};
  font-variant-numeric: tabular-nums;
`;

const Result = styled.p`
  margin: 0;
  ${twoLines}
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
 * with its own issue number, so the previous draw never passes for the new one. Memoized: it
 * renders again when its issue, its arrival time or its phase changes, not with every parent.
 */
export const CountdownCard = memo(function CountdownCard({
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
        <Pending>{t('card_no_result')}</Pending>
      )}
      <Button
        size="sm"
        aria-label={t('card_bet', { name: issue.remark })}
        onClick={() => onBet(issue.gameCode)}
      >
        {t('card_bet_short')}
      </Button>
    </Card>
  );
});

/**
 * A countdown card's placeholder while the issues load: the card's own parts with grey lines in
 * place of text, so it has the size of a card (ADR 0087).
 */
export const CountdownCardSkeleton = memo(function CountdownCardSkeleton() {
  const { t } = useTranslation('lottery');
  return (
    <Card aria-hidden="true" data-testid="countdown-card-skeleton">
      <Name>
        <SkeletonLine $width="70%" />
      </Name>
      <Muted>
        <SkeletonLine $width="60%" />
      </Muted>
      <Muted>
        <SkeletonLine $width="50%" />
      </Muted>
      <Time>
        <SkeletonLine $width="6em" />
      </Time>
      <Result>
        <SkeletonLine />
      </Result>
      <Button size="sm" disabled tabIndex={-1}>
        {t('card_bet_short')}
      </Button>
    </Card>
  );
});
