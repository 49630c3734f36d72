import { isPlainObject } from './deep-merge';

/**
 * `next`, with every part that equals the same part of `previous` (by value) replaced by that part
 * of `previous`: all of `previous` when nothing changed. A re-merged theme then keeps the identity
 * of what did not change (its tokens, flags, templates), so what depends on one of them (the root
 * variables, the flags) is not computed or rendered again.
 */
export function shareEqual<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const out = next.map((value: unknown, index) => shareEqual(previous[index], value));
    const same =
      previous.length === next.length && out.every((value, index) => value === previous[index]);
    return (same ? previous : out) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      out[key] = shareEqual(previous[key], next[key]);
      if (!(key in previous) || out[key] !== previous[key]) same = false;
    }
    return (same ? previous : out) as T;
  }
  return next;
}
