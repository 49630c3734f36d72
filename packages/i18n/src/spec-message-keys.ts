import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the specs live: `shared/spec` beside the repository root (`/work/shared/spec` for
 * `/work/main`), or `SITE_SPEC_DIR`.
 */
export function specDirectory(): string {
  if (process.env.SITE_SPEC_DIR) return process.env.SITE_SPEC_DIR;
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  return path.resolve(repoRoot, '../shared/spec');
}

export const SPEC_FILES = ['account-access.md', 'content-and-play.md'] as const;

/**
 * Snake-case words in the specs that are data, not messages: template fields, query and launch
 * parameters, a game code, a group name, path segments. Anything else in snake case is treated
 * as a message key and must be translated, so a new key in the spec fails the test until it is
 * translated or listed here with its reason.
 */
export const NOT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  web_logo: 'mobileTemplate field',
  app_desc: 'mobileTemplate field',
  bottom_app_desc: 'mobileTemplate field',
  login_prompt_text: 'mobileTemplate field',
  bet_param: 'lottery route query parameter',
  long_dragon: 'lottery game code',
  prize_mode: 'Thai lottery frame parameter',
  merchant_code: 'jackpot call parameter',
  game_url: 'launch result field',
  game_url2: 'launch result field',
  w_promotion: 'promotion list group name',
  game_menu: 'lottery path segment (/lgw/vn/games/game_menu)',
  game_menus: 'lottery path segment (/lgw/games/game_menus)',
};

/** The error catalogue sections (`## 8.`), where codes in other casings are messages too. */
function errorCatalogue(text: string): string {
  const start = text.search(/^## 8\./m);
  if (start < 0) return '';
  const end = text.slice(start + 1).search(/^## /m);
  return end < 0 ? text.slice(start) : text.slice(start, start + 1 + end);
}

/** Every message key and error code named in one spec text. */
export function messageKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const [word] of text.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)) {
    if (!(word in NOT_MESSAGE_KEYS)) keys.add(word);
  }
  // "activity_apply_remark_limit1 to 4" names four keys.
  for (const m of text.matchAll(/\b([a-z][a-z0-9_]*?)(\d+) to (\d+)\b/g)) {
    const [, stem = '', from = '0', to = '0'] = m;
    for (let n = Number(from); n <= Number(to); n += 1) keys.add(`${stem}${n}`);
  }
  const catalogue = errorCatalogue(text);
  for (const [code] of catalogue.matchAll(/\b[a-z]+(?:\.[a-z]+){2,}\b/g)) keys.add(code);
  for (const [code] of catalogue.matchAll(/\bauth\/[a-z-]+/g)) keys.add(code);
  for (const [code] of catalogue.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) keys.add(code);
  return [...keys].sort();
}

/** Reads both spec documents and returns the keys each names. */
export function readSpecMessageKeys(dir = specDirectory()): Record<string, string[]> {
  return Object.fromEntries(
    SPEC_FILES.map((file) => [file, messageKeysIn(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}
