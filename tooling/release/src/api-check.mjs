// @ts-check
/**
 * The rule of the API report: a library's public surface may change only together with a
 * pending changeset that declares the library, with a bump large enough for the change.
 * Removing an export is breaking: `major`, or `minor` while the library is still 0.x (semver's
 * rule for initial development). Any other change (an export added, a declaration or an internal
 * type it reaches changed) needs a changeset of any level; narrowing a type is breaking too, and
 * the author says so by choosing `major` (the check cannot tell narrowing from widening).
 */
import readChangesets from '@changesets/read';
import { diffReports } from './api-report-file.mjs';

/** @typedef {'patch' | 'minor' | 'major'} Bump */
/** @typedef {import('./api-report-file.mjs').ReportDiff} ReportDiff */
/**
 * @typedef {object} Verdict
 * @property {string} name
 * @property {'same' | 'declared' | 'undeclared' | 'too-small'} status
 * @property {ReportDiff} diff
 * @property {Bump | null} required
 * @property {Bump | null} declared
 * @property {string[]} changesets ids of the changesets that declare the library
 */

const RANK = { patch: 1, minor: 2, major: 3 };

/**
 * The pending changesets of a workspace: package name -> the largest bump declared and the
 * changeset ids declaring it (`none` declares nothing).
 * @param {string} root
 * @returns {Promise<Map<string, { bump: Bump, ids: string[] }>>}
 */
export async function declaredBumps(root) {
  /** @type {Map<string, { bump: Bump, ids: string[] }>} */
  const declared = new Map();
  for (const changeset of await readChangesets(root)) {
    for (const release of changeset.releases) {
      if (release.type === 'none') continue;
      const previous = declared.get(release.name);
      const bump = /** @type {Bump} */ (release.type);
      if (!previous) declared.set(release.name, { bump, ids: [changeset.id] });
      else {
        previous.ids.push(changeset.id);
        if (RANK[bump] > RANK[previous.bump]) previous.bump = bump;
      }
    }
  }
  return declared;
}

/**
 * The smallest bump a change needs, or null when nothing changed.
 * @param {ReportDiff} diff
 * @param {string} version the library's current version
 * @returns {Bump | null}
 */
export function requiredBump(diff, version) {
  if (diff.removed.length > 0) return version.startsWith('0.') ? 'minor' : 'major';
  if (diff.added.length > 0 || diff.changed.length > 0) return 'patch';
  return null;
}

/**
 * Judges one library: its committed report (null when it has none yet) against the current one.
 * @param {{ name: string, version: string, committed: string | null, current: string,
 *   declared: Map<string, { bump: Bump, ids: string[] }> }} input
 * @returns {Verdict}
 */
export function judge({ name, version, committed, current, declared }) {
  const diff =
    committed === current
      ? { added: [], removed: [], changed: [] }
      : diffReports(committed ?? '', current);
  const required = committed === current ? null : requiredBump(diff, version);
  const declaration = declared.get(name);
  const base = {
    name,
    diff,
    required,
    declared: declaration?.bump ?? null,
    changesets: declaration?.ids ?? [],
  };
  if (committed === current) return { ...base, status: 'same' };
  if (!required) {
    // Only formatting or ordering differs: regenerate, no changeset needed.
    return { ...base, status: 'declared' };
  }
  if (!declaration) return { ...base, status: 'undeclared' };
  if (RANK[declaration.bump] < RANK[required]) return { ...base, status: 'too-small' };
  return { ...base, status: 'declared' };
}

/**
 * Explains a verdict in a few lines.
 * @param {Verdict} verdict
 * @param {string} updateCommand
 */
export function explain(verdict, updateCommand) {
  const { name, diff } = verdict;
  const list = (/** @type {string} */ label, /** @type {string[]} */ keys) =>
    keys.length > 0 ? [`  ${label}: ${keys.map((k) => k.trim()).join(', ')}`] : [];
  const details = [
    ...list('removed', diff.removed),
    ...list('added', diff.added),
    ...list('changed', diff.changed),
  ];
  switch (verdict.status) {
    case 'same':
      return `${name}: API unchanged`;
    case 'undeclared':
      return [
        `${name}: the public API changed and no pending changeset declares ${name}.`,
        ...details,
        `  Add one with \`pnpm changeset\` (choose ${name}, at least ${verdict.required}), then run \`${updateCommand}\`.`,
      ].join('\n');
    case 'too-small':
      return [
        `${name}: the public API changed in a way that needs at least a ${verdict.required} bump, but the pending changesets (${verdict.changesets.join(', ')}) declare only ${verdict.declared}.`,
        ...details,
        `  Raise the bump in a changeset (removing an export is breaking), then run \`${updateCommand}\`.`,
      ].join('\n');
    case 'declared':
      return [
        `${name}: the public API changed (declared by ${verdict.changesets.join(', ') || 'no changeset needed: layout only'}); the committed report is out of date.`,
        ...details,
        `  Run \`${updateCommand}\` and commit the report with the change.`,
      ].join('\n');
  }
}
