import type { SiteFeature } from '@site/feature-api';
import { WHITELABEL_MODULE_IDS } from '@site/theme/flags';

/**
 * The whitelabel flag table of the composed site (docs/flags.md): each module id, and the features
 * that declare they read it (`feature.flags`). Ids nobody declares are listed too, so a merchant's
 * operator sees which switches do nothing in this build. A test keeps the document current.
 */
export function flagTable(features: readonly SiteFeature[]): string {
  const readers = new Map<string, string[]>();
  for (const feature of features)
    for (const flag of feature.flags ?? [])
      readers.set(flag, [...(readers.get(flag) ?? []), feature.id]);
  const rows = WHITELABEL_MODULE_IDS.map((id) => [
    `\`${id}\``,
    (readers.get(id) ?? []).join(', ') || '(none)',
  ]);
  const width = (column: number) =>
    Math.max(...[['module', 'read by'], ...rows].map((row) => (row[column] ?? '').length));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(width(index))).join(' | ')} |`;
  return [
    '# Whitelabel flags',
    '',
    'Generated from the features composed in `apps/web/src/features.ts` (their `flags`); the test',
    '`apps/web/src/composition/flag-table.test.ts` fails when this file is stale. Regenerate with',
    '`UPDATE_FLAG_TABLE=1 pnpm --filter @site/web exec vitest run src/composition/flag-table.test.ts`.',
    'Theme defaults sit under the server whitelabel tree (ADR 0032, 0190).',
    '',
    line(['module', 'read by']),
    line(['-'.repeat(width(0)), '-'.repeat(width(1))]),
    ...rows.map(line),
    '',
  ].join('\n');
}
