import { axeExceptions } from './axe-exceptions';

export interface AxeReport {
  type: string;
  result?: {
    violations?: {
      id: string;
      impact?: string | null;
      help?: string;
      nodes: { target: unknown; failureSummary?: string }[];
    }[];
  };
}

/** The impacts that fail a story; minor and moderate show in the Accessibility panel only. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * The serious or critical violations in a story's axe report (added by @storybook/addon-a11y),
 * less the rules axe-exceptions.ts excuses for that story, as one line each.
 */
export function axeFindings(reports: AxeReport[], storyId: string, skin: string): string[] {
  const report = reports.find((candidate) => candidate.type === 'a11y');
  const excused = new Set(
    axeExceptions
      .filter(
        (entry) =>
          (entry.story === storyId || entry.story === '*') &&
          (!entry.skins || entry.skins.includes(skin)),
      )
      .map((entry) => entry.rule),
  );
  return (report?.result?.violations ?? [])
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .filter((violation) => !excused.has(violation.id))
    .map(
      (violation) =>
        `  ${violation.impact} ${violation.id}: ${violation.help ?? ''} (${violation.nodes
          .map(
            (node) => `${JSON.stringify(node.target)} ${node.failureSummary?.split('\n')[1] ?? ''}`,
          )
          .slice(0, 3)
          .join(', ')})`,
    );
}
