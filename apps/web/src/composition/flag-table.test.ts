import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineFeature } from '@site/feature-api';
import { describe, expect, it } from 'vitest';
import { siteFeatures } from '../features';
import { flagTable } from './flag-table';

// Tests run from apps/web (the package folder).
const DOC = path.resolve(process.cwd(), '../../docs/flags.md');

describe('the flag table reads every feature’s flags', () => {
  it('lists each module with the features that read it', () => {
    const table = flagTable([
      defineFeature({ id: 'a', flags: ['PTSYS3', 'CHAT3'] }),
      defineFeature({ id: 'b', flags: ['PTSYS3'] }),
    ]);
    expect(table).toMatch(/\| `PTSYS3` +\| a, b +\|/);
    expect(table).toMatch(/\| `CHAT3` +\| a +\|/);
    expect(table).toMatch(/\| `GEETEST3` +\| \(none\) +\|/);
  });

  it('docs/flags.md is the table of the composed site', () => {
    const table = flagTable(siteFeatures);
    if (process.env.UPDATE_FLAG_TABLE === '1') writeFileSync(DOC, table);
    expect(readFileSync(DOC, 'utf8')).toBe(table);
  });
});
