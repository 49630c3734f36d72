import { baseTokens } from './base-tokens';
import type { ThemeTokens } from './tokens';

/** Every token becomes `--site-<group>-<name>`, e.g. `--site-color-brand`. */
export const CSS_VARIABLE_PREFIX = '--site';

type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function buildVars<T extends object>(tree: T, path: string[]): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, kebab(key)];
    out[key] =
      typeof value === 'string'
        ? `var(${CSS_VARIABLE_PREFIX}-${next.join('-')})`
        : buildVars(value as object, next);
  }
  return out as VarTree<T>;
}

/**
 * References to the theme's CSS custom properties, typed like the tokens:
 * `vars.color.brand` is `"var(--site-color-brand)"`. Components style against these, so a
 * merchant switch rewrites a handful of root variables instead of restyling every component.
 */
export const vars: VarTree<ThemeTokens> = buildVars(baseTokens, []);

/** Flattens tokens into `[name, value]` pairs of custom properties. */
export function toCssVariables(tokens: ThemeTokens): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const walk = (tree: object, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      const next = [...path, kebab(key)];
      if (typeof value === 'string')
        pairs.push([`${CSS_VARIABLE_PREFIX}-${next.join('-')}`, value]);
      else walk(value as object, next);
    }
  };
  walk(tokens, []);
  return pairs;
}

/** The declarations for a `:root` (or any scope) rule. */
export function cssVariablesText(tokens: ThemeTokens): string {
  return toCssVariables(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
