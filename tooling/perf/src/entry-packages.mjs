// @ts-check
// What each package puts into the first load: the initial chunks' minified bytes attributed to
// their sources through the source maps (apps/web/sourcemaps/), grouped by package. It answers
// "how much of the 180 KiB is this feature?" (issues 13, 14 and 17 ask for that figure).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * One source map line's segments as [generated column, source index | -1], decoding the
 * base64 VLQ fields; the source index is relative across the whole map, so it is carried in.
 * @param {string} line
 * @param {{ source: number }} state
 * @returns {[number, number][]}
 */
function decodeLine(line, state) {
  /** @type {[number, number][]} */
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    /** @type {number[]} */
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) {
      state.source += fields[1] ?? 0;
      segments.push([column, state.source]);
    } else {
      segments.push([column, -1]);
    }
  }
  return segments;
}

/**
 * Bytes of generated code per source: each segment runs to the next one on its line (or the
 * line's end).
 * @param {string} code the chunk
 * @param {{ sources: string[]; mappings: string }} map its source map
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map) {
  /** @type {Map<string, number>} */
  const bytes = new Map();
  const lines = code.split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((mapping, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments = decodeLine(mapping, state);
    segments.forEach(([column, source], index) => {
      if (source < 0) return;
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = map.sources[source] ?? '(unknown)';
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return bytes;
}

/**
 * The package a source path belongs to: an npm package by its name, a workspace package by its
 * folder (`packages/games/src/...` is `@site/games`), the shell as `@site/web`.
 * @param {string} source
 */
export function packageOf(source) {
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (npm?.[1]) return npm[1];
  const workspace = /(?:^|\/)(packages|themes|tooling)\/([^/]+)\//.exec(source);
  if (workspace?.[1] === 'themes') return `@site/theme-${workspace[2]}`;
  if (workspace?.[2]) return `@site/${workspace[2]}`;
  if (/(?:^|\/)apps\/web\/|^(?:\.\.\/)*src\//.test(source)) return '@site/web';
  return '(other)';
}

/**
 * The first load's minified bytes per package, and each package's share of the gzip size (its
 * share of each chunk's minified bytes times that chunk's gzip size: an estimate, since gzip does
 * not split by source).
 * @param {string} distDir
 * @param {string[]} files the initial files (from index.html)
 * @param {(file: string) => number} gzipOf
 * @returns {{ name: string; bytes: number; gzip: number }[]} largest first
 */
export function entryByPackage(distDir, files, gzipOf) {
  /** @type {Map<string, { bytes: number; gzip: number }>} */
  const totals = new Map();
  for (const file of files) {
    const mapFile = [
      path.join(distDir, `${file}.map`),
      path.join(distDir, '../sourcemaps', `${file}.map`),
    ].find((candidate) => existsSync(candidate));
    const code = readFileSync(path.join(distDir, file), 'utf8');
    const bySource = mapFile
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(generated)', code.length]]);
    const mapped = [...bySource.values()].reduce((sum, n) => sum + n, 0) || 1;
    const gzip = gzipOf(file);
    for (const [source, bytes] of bySource) {
      const name = packageOf(source);
      const total = totals.get(name) ?? { bytes: 0, gzip: 0 };
      total.bytes += bytes;
      total.gzip += (bytes / mapped) * gzip;
      totals.set(name, total);
    }
  }
  return [...totals.entries()]
    .map(([name, total]) => ({ name, ...total }))
    .sort((a, b) => b.bytes - a.bytes);
}
