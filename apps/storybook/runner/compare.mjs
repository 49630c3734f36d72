// @ts-check
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (anti-aliasing noise), and the share of pixels that may differ. */
export const PIXEL_THRESHOLD = 0.2;
export const MAX_DIFF_RATIO = 0.001;

/**
 * Compares a screenshot with its committed baseline. Identical bytes pass without decoding (the
 * usual case: rendering is deterministic); otherwise pixelmatch counts the differing pixels and,
 * beyond tolerance, the reference, actual and diff images are written under `diffBase`.
 * @param {Buffer} actual
 * @param {string} baselineFile
 * @param {string} diffBase path without extension
 * With `report: false` a difference writes no files (a first look the runner may take again).
 * @param {{ update: boolean, report?: boolean }} options
 * @returns {'same' | 'within' | 'missing' | 'recorded' | 'differs' | 'size'}
 */
export function compareScreenshot(actual, baselineFile, diffBase, { update, report = true }) {
  if (!existsSync(baselineFile)) {
    if (!update) return 'missing';
    mkdirSync(dirname(baselineFile), { recursive: true });
    writeFileSync(baselineFile, actual);
    return 'recorded';
  }
  const expectedBytes = readFileSync(baselineFile);
  if (expectedBytes.equals(actual)) return 'same';
  const expected = PNG.sync.read(expectedBytes);
  const got = PNG.sync.read(actual);
  let verdict;
  /** @type {PNG | undefined} */
  let diff;
  if (expected.width !== got.width || expected.height !== got.height) {
    verdict = 'size';
  } else {
    diff = new PNG({ width: got.width, height: got.height });
    const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
      threshold: PIXEL_THRESHOLD,
    });
    verdict = changed / (got.width * got.height) > MAX_DIFF_RATIO ? 'differs' : 'within';
  }
  if (verdict === 'within') return verdict;
  if (update) {
    writeFileSync(baselineFile, actual);
    return 'recorded';
  }
  if (!report) return verdict;
  mkdirSync(dirname(diffBase), { recursive: true });
  writeFileSync(`${diffBase}-reference.png`, expectedBytes);
  writeFileSync(`${diffBase}-actual.png`, actual);
  if (diff) writeFileSync(`${diffBase}-diff.png`, PNG.sync.write(diff));
  return verdict;
}

/**
 * The width and height of a PNG, from its header.
 * @param {Buffer} png
 */
export function pngSize(png) {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}
