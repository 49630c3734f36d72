// @ts-check
import { readFileSync } from 'node:fs';

/** The impacts that fail a story; minor and moderate show in the Accessibility panel only. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * Serious or critical findings accepted on purpose (`axe-exceptions.json`): a story id, or a prefix ending in `*`,
 * the axe rule, optionally the skins, and the reason. Keep it short: fix the component instead.
 * @type {{ story: string, rule: string, skins?: string[], reason: string }[]}
 */
export const axeExceptions = JSON.parse(
  readFileSync(new URL('./axe-exceptions.json', import.meta.url), 'utf8'),
);

/**
 * The serious or critical violations in a story's axe report (from @storybook/addon-a11y), less
 * the rules the exceptions excuse for that story and skin, one line each.
 * @param {{ type: string, result?: { violations?: any[] } }[]} reports
 * @param {string} storyId
 * @param {string} skin
 * @returns {{ checked: boolean, findings: string[] }}
 */
export function axeFindings(reports, storyId, skin) {
  const report = reports.find((candidate) => candidate.type === 'a11y');
  const excused = new Set(
    axeExceptions
      .filter(
        (entry) =>
          (entry.story === storyId ||
            (entry.story.endsWith('*') && storyId.startsWith(entry.story.slice(0, -1)))) &&
          (!entry.skins || entry.skins.includes(skin)),
      )
      .map((entry) => entry.rule),
  );
  const findings = (report?.result?.violations ?? [])
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .filter((violation) => !excused.has(violation.id))
    .map(
      (violation) =>
        `  ${violation.impact} ${violation.id}: ${violation.help ?? ''} (${violation.nodes
          .slice(0, 3)
          .map(
            (/** @type {any} */ node) =>
              `${JSON.stringify(node.target)} ${node.failureSummary?.split('\n')[1] ?? ''}`,
          )
          .join(', ')})`,
    );
  return { checked: Boolean(report?.result), findings };
}
