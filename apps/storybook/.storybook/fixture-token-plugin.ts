import type { Plugin } from 'vite';

/**
 * For the fixture check only (STORY_FIXTURE_TOKEN="aurum:brand=#00ff00"): rewrites one colour
 * token of one skin as its theme module loads, as if a designer had changed it, so the check can
 * show that the visual comparison fails for that skin alone. Never set in a normal run.
 */
export function fixtureTokenPlugin(spec: string | undefined): Plugin | null {
  const match = spec?.match(/^([a-z][a-z0-9-]*):([A-Za-z]+)=(#[0-9a-fA-F]{6})$/);
  if (!match) return null;
  const [, merchant, token, colour] = match;
  return {
    name: 'site-fixture-token',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(`/themes/${merchant}/src/index.ts`)) return null;
      return `${code}\ntheme.tokens.color[${JSON.stringify(token)}] = ${JSON.stringify(colour)};\n`;
    },
  };
}
