import { vars } from '@site/theme';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { VisuallyHidden } from '../styles/visually-hidden';
import { COUNTDOWN_PLACEHOLDER, formatCountdown, isoDuration } from './format-countdown';

// Static styles only: nothing here is interpolated from the ticking value, so a tick changes
// one text node and never generates a new class.
const Root = styled.span`
  display: inline-block;
  font-family: ${vars.font.familyMono};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

export interface CountdownProps {
  /**
   * Seconds remaining at the moment this value is given (e.g. a draw's `remainTime`). A new
   * value restarts the countdown; the same value on a re-render does not.
   */
  seconds?: number | null;
  /** Or an absolute end time (a Date or epoch milliseconds). Ignored when `seconds` is given. */
  target?: Date | number | null;
  /**
   * Decides, on every tick, whether the remaining seconds are worth showing; when it returns
   * false the placeholder `--:--:--` shows instead. E.g. the lottery cards hide times under
   * 2 s or over 1000 hours: `isValid={(s) => s >= 2 && s <= 1000 * 3600}`.
   */
  isValid?: (remainingSeconds: number) => boolean;
  /**
   * Called once when a running countdown reaches zero. Not called for a time that was already
   * zero or past when given, so a caller that refetches on zero cannot loop on stale data.
   */
  onZero?: () => void;
  /** The accessible name, e.g. "Time to next draw". */
  label?: string;
  className?: string;
}

/** Epoch ms at which the countdown ends, or null when the input is not a usable time. */
function deadlineOf(seconds: number | null | undefined, targetMs: number | null): number | null {
  if (seconds !== undefined && seconds !== null) {
    return Number.isFinite(seconds) && seconds >= 0 ? Date.now() + seconds * 1000 : null;
  }
  return targetMs !== null && Number.isFinite(targetMs) ? targetMs : null;
}

const remainingOf = (deadline: number | null): number | null =>
  deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A HH:MM:SS countdown (`role="timer"`). It keeps its own ticking state, so only this
 * element re-renders each second: one timeout per instance, aligned to the next whole second.
 */
export function Countdown({ seconds, target, isValid, onZero, label, className }: CountdownProps) {
  const t = useUiTranslation();
  const targetMs = target instanceof Date ? target.getTime() : (target ?? null);

  // Recompute the deadline only when the given time changes (render-phase state update).
  const [anchor, setAnchor] = useState(() => ({
    seconds,
    targetMs,
    deadline: deadlineOf(seconds, targetMs),
  }));
  let deadline = anchor.deadline;
  if (!Object.is(anchor.seconds, seconds) || !Object.is(anchor.targetMs, targetMs)) {
    deadline = deadlineOf(seconds, targetMs);
    setAnchor({ seconds, targetMs, deadline });
  }

  const [remaining, setRemaining] = useState(() => remainingOf(deadline));
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    const first = remainingOf(deadline);
    setRemaining(first);
    if (deadline === null || first === null || first === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = deadline - Date.now();
      const secs = Math.max(0, Math.ceil(ms / 1000));
      setRemaining(secs);
      if (secs === 0) {
        onZeroRef.current?.();
        return;
      }
      // Wake exactly when the displayed second changes.
      timer = setTimeout(tick, ms - (secs - 1) * 1000);
    };
    const ms = deadline - Date.now();
    timer = setTimeout(tick, ms - (first - 1) * 1000);
    return () => clearTimeout(timer);
  }, [deadline]);

  const shown = remaining !== null && (isValid ? isValid(remaining) : true);

  return (
    <Root role="timer" aria-label={label} className={className}>
      {shown ? (
        <time dateTime={isoDuration(remaining)}>{formatCountdown(remaining)}</time>
      ) : (
        <>
          <span aria-hidden="true">{COUNTDOWN_PLACEHOLDER}</span>
          <VisuallyHidden>{t('countdown_unavailable')}</VisuallyHidden>
        </>
      )}
    </Root>
  );
}
