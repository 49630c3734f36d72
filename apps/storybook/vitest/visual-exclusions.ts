/**
 * Stories whose screenshot is not compared, each with the reason. The story still runs (play
 * function and axe); only the pixel comparison is left out. The visual summary prints this list,
 * so nothing is skipped silently.
 */
export const visualExclusions: Readonly<Record<string, string>> = {};
