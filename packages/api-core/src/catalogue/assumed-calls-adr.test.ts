import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS } from './index';

const ADR = new URL('../../../../docs/decisions/0017-assumed-calls.md', import.meta.url);

/** The call ids in the first column of the "Assumed calls" table. */
function listedIds(markdown: string): string[] {
  const section = markdown.split('## Assumed calls')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
}

describe('ADR 0017 lists every assumed call', () => {
  const listed = listedIds(readFileSync(ADR, 'utf8'));
  const assumed = CALLS.filter((call) => call.pathSource === 'assumed').map((call) => call.id);

  it('reads a table from the ADR', () => {
    expect(listed.length).toBeGreaterThan(10);
  });

  it.each(assumed)('%s is listed', (id) => {
    expect(listed).toContain(id);
  });

  it('lists no call that is not assumed', () => {
    expect(listed.filter((id) => !assumed.includes(id))).toEqual([]);
  });

  it('fails on a table missing a call (the check itself works)', () => {
    const partial = listedIds('## Assumed calls\n\n| id |\n| --- |\n| `rsaKey` | GET |\n');
    expect(assumed.filter((id) => !partial.includes(id)).length).toBe(assumed.length - 1);
  });
});
