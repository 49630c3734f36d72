// @ts-check
/**
 * The API report file of one library (`tooling/release/api/<name>.api.md`): rendered from its
 * typed surface, formatted with the workspace's prettier (so `prettier --check` agrees with it),
 * and parsed back into `entry name -> declaration` to say what changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

export const UPDATE_COMMAND = 'pnpm --filter @site/release api-report:update';

/**
 * @param {import('./api-surface.mjs').LibrarySurface} surface
 * @returns {string}
 */
export function renderReport(surface) {
  const lines = [
    `# API report: ${surface.name}`,
    '',
    `<!-- Generated from the published .d.ts files by \`${UPDATE_COMMAND}\`. Do not edit by hand. -->`,
    '',
  ];
  const item = (/** @type {{ name: string, text: string }} */ { name, text }) => {
    lines.push(`### ${name}`, '', '```ts', text, '```', '');
  };
  for (const entry of surface.entries) {
    lines.push(`## Entry \`${entry.entry}\``, '', `Types: \`${entry.file}\``, '');
    if (entry.exports.length === 0) lines.push('(no exports)', '');
    entry.exports.forEach(item);
  }
  if (surface.internals.length > 0) {
    lines.push(
      '## Internal types reached by the API',
      '',
      'Not exported, but part of what consumers type-check against.',
      '',
    );
    surface.internals.forEach(item);
  }
  return lines.join('\n');
}

/**
 * Formats a report the way `prettier --check` expects it, with the workspace's shared prettier
 * options (`tooling/prettier-config`, which the root `.prettierrc.json` names).
 * @param {string} markdown
 * @param {string} root the workspace root
 */
export async function formatReport(markdown, root) {
  const shared = path.join(root, 'tooling/prettier-config/index.json');
  const config = existsSync(shared) ? JSON.parse(readFileSync(shared, 'utf8')) : {};
  return prettier.format(markdown, { ...config, parser: 'markdown' });
}

/**
 * Parses a report back into `entry name -> declaration text` (internal types under
 * `(internal)`); a name seen twice in one section gets `#2`, `#3`, ...
 * @param {string} markdown
 * @returns {Map<string, string>}
 */
export function parseReport(markdown) {
  /** @type {Map<string, string>} */
  const index = new Map();
  let section = '';
  let name = '';
  /** @type {string[] | null} */
  let code = null;
  for (const line of markdown.split('\n')) {
    if (code) {
      if (line.startsWith('```')) {
        let key = `${section} ${name}`;
        for (let n = 2; index.has(key); n += 1) key = `${section} ${name}#${n}`;
        index.set(key, code.join('\n').trim());
        code = null;
      } else {
        code.push(line);
      }
      continue;
    }
    const entry = /^## Entry `(.+)`/.exec(line);
    if (entry) section = /** @type {string} */ (entry[1]);
    else if (line.startsWith('## Internal')) section = '(internal)';
    else if (line.startsWith('### ')) name = line.slice(4).trim();
    else if (line.startsWith('```ts')) code = [];
  }
  return index;
}

/**
 * @typedef {{ added: string[], removed: string[], changed: string[] }} ReportDiff
 */

/**
 * What changed between the committed report and the current one. Internal types count as
 * changes (they are reached by the API), never as removals or additions of exports.
 * @param {string} before
 * @param {string} after
 * @returns {ReportDiff}
 */
export function diffReports(before, after) {
  const a = parseReport(before);
  const b = parseReport(after);
  /** @type {ReportDiff} */
  const diff = { added: [], removed: [], changed: [] };
  const isInternal = (/** @type {string} */ key) => key.startsWith('(internal) ');
  for (const [key, text] of a) {
    if (!b.has(key)) (isInternal(key) ? diff.changed : diff.removed).push(key);
    else if (b.get(key) !== text) diff.changed.push(key);
  }
  for (const key of b.keys()) {
    if (!a.has(key)) (isInternal(key) ? diff.changed : diff.added).push(key);
  }
  return diff;
}
