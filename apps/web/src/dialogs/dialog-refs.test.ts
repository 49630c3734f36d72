import * as agent from '@site/agent';
import * as agentContracts from '@site/agent-contracts';
import * as auth from '@site/auth';
import * as chat from '@site/chat';
import * as games from '@site/games';
import * as lottery from '@site/lottery';
import * as points from '@site/points';
import * as promo from '@site/promo';
import * as wallet from '@site/wallet';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDialogRefs, siteFeatures } from '../features';

/** Every feature package's public entry, by package name. */
const PACKAGES: Record<string, Record<string, unknown>> = {
  '@site/agent': agent,
  '@site/agent-contracts': agentContracts,
  '@site/auth': auth,
  '@site/chat': chat,
  '@site/games': games,
  '@site/lottery': lottery,
  '@site/points': points,
  '@site/promo': promo,
  '@site/wallet': wallet,
};

const contributed = new Set(
  siteFeatures.flatMap((feature) => feature.dialogs ?? []).map((d) => d.ref),
);

/** The exported dialog tables (`AUTH_DIALOGS`, `GAMES_DIALOGS`, ...) of every feature package. */
const dialogTables = Object.entries(PACKAGES).flatMap(([name, entry]) =>
  Object.entries(entry)
    .filter(([exported]) => /_DIALOGS$/.test(exported))
    .map(([exported, table]) => ({ name: `${name} ${exported}`, table: table as object })),
);

describe('no dialog id is a bare string outside its owner (ADR 0190)', () => {
  it('finds the dialog tables the owners export', () => {
    expect(dialogTables.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        '@site/auth AUTH_DIALOGS',
        '@site/agent-contracts AGENT_CONTRACT_DIALOGS',
      ]),
    );
  });

  it.each(dialogTables)(
    '$name holds typed refs only, each contributed by a feature',
    ({ table }) => {
      for (const [key, ref] of Object.entries(table)) {
        expect(typeof ref, key).toBe('object');
        expect(Object.isFrozen(ref), key).toBe(true);
        expect(typeof (ref as { id?: unknown }).id, key).toBe('string');
        // A ref nobody contributes would open nothing: it must be a composed feature's dialog.
        expect(contributed.has(ref as never), key).toBe(true);
      }
    },
  );

  it('no source file declares a dialog table of bare strings', () => {
    const root = join(import.meta.dirname, '../../../..');
    const files = [
      ...Object.keys(PACKAGES).map((name) =>
        join(root, 'packages', name.replace('@site/', ''), 'src'),
      ),
      join(root, 'apps/web/src'),
    ].flatMap(function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return walk(path);
        return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : [];
      });
    });
    const bare: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /\b(?:const|let|var)\s+([A-Z_]*DIALOGS)\b[^=]*=\s*\{([^}]*)\}/g,
      ))
        if (/:\s*['"`]/.test(match[2] ?? '')) bare.push(`${file.slice(root.length)} ${match[1]}`);
    }
    expect(bare).toEqual([]);
  });

  it('the dialogs the shell opens are bound to contributed refs', () => {
    for (const [role, ref] of Object.entries(siteDialogRefs))
      expect(contributed.has(ref), role).toBe(true);
  });
});
