// The one rule the site's entry needs (the mission badge and the shell's promoEnabled gate read
// available promotions): kept apart so the other promotion rules load with the screens only.

/** Count and enabled flag of a promotion type in an available-promotions answer. */
export function availableEntry(
  available: unknown,
  type: string,
): { count: number; enabled: boolean } {
  if (typeof available !== 'object' || available === null) return { count: 0, enabled: false };
  const entry = (available as Record<string, unknown>)[type];
  if (typeof entry === 'number') return { count: entry, enabled: entry > 0 };
  if (typeof entry === 'boolean') return { count: 0, enabled: entry };
  if (typeof entry === 'object' && entry !== null) {
    const { count, enabled } = entry as { count?: unknown; enabled?: unknown };
    const n = typeof count === 'number' ? count : 0;
    return { count: n, enabled: typeof enabled === 'boolean' ? enabled : n > 0 };
  }
  return { count: 0, enabled: false };
}
