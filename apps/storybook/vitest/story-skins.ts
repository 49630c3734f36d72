import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const themesDir = fileURLToPath(new URL('../../../themes/', import.meta.url));

/**
 * The merchant skins every story is tested in (one Vitest project each): every theme package
 * under themes/ (its `site.merchant`), so a skin made by `pnpm new-merchant` is tested with no
 * edit here. `STORY_SKINS=aurum,lumen` narrows a run.
 */
export function storySkins(): string[] {
  const all = readdirSync(themesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        const pkg = JSON.parse(readFileSync(`${themesDir}${entry.name}/package.json`, 'utf8')) as {
          site?: { merchant?: string };
        };
        return pkg.site?.merchant ? [pkg.site.merchant] : [];
      } catch {
        return [];
      }
    })
    .sort();
  const only = process.env.STORY_SKINS?.split(',').filter(Boolean);
  return only ? all.filter((code) => only.includes(code)) : all;
}

/** Committed screenshots, one folder per skin (update with `pnpm --filter @site/storybook visual:update`). */
export const VISUAL_BASELINE_DIR = 'visual-baselines';

/** Where a failed comparison writes the reference, the actual and the diff image (not committed). */
export const VISUAL_DIFF_DIR = 'visual-diffs';
