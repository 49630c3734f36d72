import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_LIMITS } from '../constants';

export interface SmsCountdown {
  /** Seconds left while counting. */
  seconds: number;
  /** True from a successful request until the countdown ends: the button cannot be used. */
  counting: boolean;
  /** Starts counting down from `seconds` (after a successful request). */
  start: (seconds: number) => void;
  /** A failed request: back to 59 and to "get code". */
  fail: () => void;
  /** Stops and clears (switching login tabs clears the countdown). */
  reset: () => void;
}

/** The SMS code button's countdown (section 4): one tick per second, no re-render storms. */
export function useSmsCountdown(): SmsCountdown {
  const [state, setState] = useState({ seconds: 0, counting: false });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setState({ seconds, counting: seconds > 0 });
      if (seconds <= 0) return;
      timer.current = setInterval(() => {
        setState((current) => {
          const next = current.seconds - 1;
          if (next <= 0) {
            stop();
            return { seconds: 0, counting: false };
          }
          return { seconds: next, counting: true };
        });
      }, 1000);
    },
    [stop],
  );

  const fail = useCallback(() => {
    stop();
    setState({ seconds: AUTH_LIMITS.smsResetSeconds, counting: false });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ seconds: 0, counting: false });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { ...state, start, fail, reset };
}
