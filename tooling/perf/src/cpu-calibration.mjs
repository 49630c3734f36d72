// @ts-check
// Lighthouse's simulated throttling multiplies the CPU work it observed on the host by a
// slowdown. Its default, 4x, is meant for a host in its "high-end desktop" bracket (benchmark
// index 1500-2000, docs/throttling.md of Lighthouse, "Calibrating the CPU slowdown"), so that the
// page is judged as on a mid-tier phone. On a host half as fast the same 4x judges it as on a phone
// half as fast, and a score moves with the machine, not with the page. So each run's slowdown is
// scaled by the host's benchmark index, measured by Lighthouse itself (ADR 0159).
import { median } from './median.mjs';

/** Lighthouse's default CPU slowdown for mobile. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/**
 * The benchmark index the default slowdown is taken at: the middle of Lighthouse's high-end desktop
 * bracket, whose "typical run" the docs say 4x moves into the mid-tier mobile bracket. So the page
 * is judged as on a phone of index 1750 / 4 (about 440), whatever the host.
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
const MIN_SLOWDOWN = 1;
const MAX_SLOWDOWN = 10;

/**
 * @param {number | undefined} index
 * @returns {index is number}
 */
const usable = (index) => typeof index === 'number' && Number.isFinite(index) && index > 0;

/**
 * The CPU slowdown that judges a page on the same device whatever the host's speed.
 * @param {number | undefined} benchmarkIndex Lighthouse's `environment.benchmarkIndex`
 * @returns {number} rounded to 0.01; Lighthouse's default when the index is unknown
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!usable(benchmarkIndex)) return DEFAULT_CPU_SLOWDOWN;
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, scaled)) * 100) / 100;
}

/**
 * The host's speed over the last few runs: the median of the last `window` benchmark indexes, so
 * one run measured during a burst of other work does not swing the next run's slowdown.
 */
export function createHostSpeed(window = 3) {
  /** @type {number[]} */
  const seen = [];
  return {
    /** @param {number | undefined} index */
    add(index) {
      if (usable(index)) seen.push(index);
    },
    /** @returns {number | undefined} */
    current: () => (seen.length ? median(seen.slice(-window)) : undefined),
  };
}
