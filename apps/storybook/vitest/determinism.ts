/** The clock every visual story sees (Date only; timers still run so play functions proceed). */
export const FROZEN_NOW = new Date('2026-01-15T04:00:00.000Z');

/** No animation, transition or blinking caret in a screenshot. */
export const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/** A small deterministic PRNG (mulberry32) standing in for Math.random in visual runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
