import { COUNTDOWN_PLACEHOLDER } from '@site/ui';
import {
  countdownText,
  phaseOf,
  secondsLeft,
  type IssueDeadlines,
  type IssuePhase,
} from '../rules/countdown-rules';
import type { ClockListener } from './lottery-clock';

export interface CardTickerOptions {
  deadlines: IssueDeadlines | null;
  /** Writes the per-tick text (the card sets text content, no re-render per tick). */
  onText: (text: string) => void;
  /** Called when the phase changes (open -> locked -> drawing); the card re-renders then. */
  onPhase: (phase: IssuePhase) => void;
  /** Asks for a fresh fetch; the clock throttles it to once every 5 s across cards. */
  requestRefetch: () => void;
}

/**
 * One card's reaction to the shared clock: text from the end timestamps, a phase change on each
 * transition, and a refetch on every transition and while the draw is pending (the clock throttles
 * those to one per 5 s). Returns the clock listener.
 */
export function createCardTicker(options: CardTickerOptions): ClockListener {
  let phase: IssuePhase | null = null;
  return (now) => {
    const { deadlines } = options;
    if (!deadlines) {
      options.onText(COUNTDOWN_PLACEHOLDER);
      return;
    }
    const next = phaseOf(deadlines, now, null);
    options.onText(
      next === 'open' || next === 'locked'
        ? countdownText(secondsLeft(deadlines, now))
        : COUNTDOWN_PLACEHOLDER,
    );
    if (next !== phase) {
      const first = phase === null;
      phase = next;
      options.onPhase(next);
      if (!first || next === 'drawing') options.requestRefetch();
      return;
    }
    if (next === 'drawing') options.requestRefetch();
  };
}
