import { createContext, useContext, type ReactNode } from 'react';
import { sharedLotteryClock, type LotteryClock } from './lottery-clock';

const ClockContext = createContext<LotteryClock | null>(null);

/** Provides a clock (tests and stories); without it every card uses the page's one shared clock. */
export function LotteryClockProvider({
  clock,
  children,
}: {
  clock: LotteryClock;
  children: ReactNode;
}) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useLotteryClock(): LotteryClock {
  return useContext(ClockContext) ?? sharedLotteryClock();
}
