import { useEffect, useRef, useState } from 'react';
import { phaseOf, type IssueDeadlines, type IssuePhase } from '../rules/countdown-rules';
import { createCardTicker } from './card-ticker';
import { useLotteryClock } from './clock-context';

/**
 * Subscribes a card to the one shared clock. The per-tick time goes straight into the element's
 * text content (no re-render, no styled-component interpolation per tick); the card re-renders
 * only when its phase changes. `refetch` is throttled by the clock under `refetchKey`.
 */
export function useIssueClock(
  deadlines: IssueDeadlines | null,
  refetchKey: string,
  refetch: () => void,
): { phase: IssuePhase | null; timeRef: React.RefObject<HTMLElement | null> } {
  const clock = useLotteryClock();
  const timeRef = useRef<HTMLElement | null>(null);
  // The phase at render time: a card mounts (or takes a new issue) already in its phase, so the
  // ticker's first call from the effect below sets the same value and React renders nothing
  // more, instead of every card rendering twice in a row (a cascading update).
  const phaseNow = () => (deadlines ? phaseOf(deadlines, clock.now(), null) : null);
  const [phase, setPhase] = useState<IssuePhase | null>(phaseNow);
  // Compared by value: a caller that builds its deadlines in each render cannot make this loop.
  const key = deadlines ? `${deadlines.numero}|${deadlines.lockAt}|${deadlines.drawAt}` : null;
  const [phaseFor, setPhaseFor] = useState(key);
  if (phaseFor !== key) {
    setPhaseFor(key);
    setPhase(phaseNow());
  }
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  // A throttled refetch scheduled by the shared clock may fire after the card is gone.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const listener = createCardTicker({
      deadlines,
      onText: (text) => {
        if (timeRef.current && timeRef.current.textContent !== text)
          timeRef.current.textContent = text;
      },
      onPhase: setPhase,
      requestRefetch: () =>
        clock.requestRefetch(refetchKey, () => {
          if (mounted.current) refetchRef.current();
        }),
    });
    listener(clock.now());
    return clock.subscribe(listener);
  }, [clock, deadlines, refetchKey]);

  return { phase, timeRef };
}
