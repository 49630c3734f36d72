import exclusions from './visual-exclusions.json';

/**
 * Stories whose screenshot is not compared, each with the reason (visual-exclusions.json, also
 * read by tooling/scripts/visual-baselines.mjs). The story still runs (play function and axe);
 * only the pixel comparison is left out, and both the run summary and the baseline check print
 * the list, so nothing is skipped silently.
 */
export const visualExclusions: Readonly<Record<string, string>> = exclusions;
