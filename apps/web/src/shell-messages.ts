import type { LanguageCode, Messages } from '@site/i18n';
import type { shellMessagesCn } from './shell-messages-cn';

/** The shell's own texts (namespace `shell`): every language has the Chinese keys. */
export type ShellMessages = Record<keyof typeof shellMessagesCn, string>;

/**
 * One language of the shell's texts, each behind its own dynamic import (its own small chunk),
 * so a visitor downloads only the language they read (ADR 0155).
 */
export const shellMessageLoaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  CN: () => import('./shell-messages-cn'),
  TW: () => import('./shell-messages-tw'),
  JA: () => import('./shell-messages-ja'),
  EN: () => import('./shell-messages-en'),
  TH: () => import('./shell-messages-th'),
  VI: () => import('./shell-messages-vi'),
};

/** Every language at once (tests and stories). */
export async function loadAllShellMessages(): Promise<Record<LanguageCode, ShellMessages>> {
  const entries = await Promise.all(
    Object.entries(shellMessageLoaders).map(async ([code, load]) => [code, (await load()).default]),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, ShellMessages>;
}
