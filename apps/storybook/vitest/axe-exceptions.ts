/**
 * Serious or critical axe findings accepted on purpose, each with its justification. A story id
 * (or '*'), the axe rule, optionally the skins it applies to. Keep this list short: fix the
 * component instead wherever possible.
 */
export interface AxeException {
  story: string;
  rule: string;
  skins?: string[];
  reason: string;
}

export const axeExceptions: readonly AxeException[] = [];
