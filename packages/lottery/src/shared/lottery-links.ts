import { LOTTERY_PATHS } from '../constants';

/** The lottery page of a game (optionally with a bet to hand over). */
export function lotteryHref(gameCode: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ gameCode, ...extra });
  return `${LOTTERY_PATHS.lottery}?${query.toString()}`;
}

/** The trend-chart page of a game (ADR 0082): `/lotteryTrend?gameUrl=<site-relative url>`. */
export function trendHref(gameCode: string): string {
  const gameUrl = `/res/lottery/${encodeURIComponent(gameCode)}?view=trend`;
  return `${LOTTERY_PATHS.trend}?${new URLSearchParams({ gameUrl }).toString()}`;
}
