import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';
import type { Messages } from './registry';

export interface TranslationProblem {
  language: LanguageCode;
  key: string;
  problem: 'missing' | 'empty' | 'extra' | 'placeholders';
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * Compares every language of one namespace with the reference language (CN): a key missing or
 * empty in a language, a key only that language has, or different `{{placeholders}}`. Feature
 * packages call it in their own test: `expect(findTranslationProblems(messages)).toEqual([])`.
 */
export function findTranslationProblems(
  byLanguage: Partial<Record<LanguageCode, Messages>>,
  reference: LanguageCode = 'CN',
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const base = byLanguage[reference] ?? {};
  for (const language of SUPPORTED_LANGUAGES) {
    const messages = byLanguage[language];
    for (const key of Object.keys(base)) {
      const text = messages?.[key];
      if (text === undefined) problems.push({ language, key, problem: 'missing' });
      else if (text.trim() === '') problems.push({ language, key, problem: 'empty' });
      else if (placeholders(text) !== placeholders(base[key] ?? '')) {
        problems.push({ language, key, problem: 'placeholders' });
      }
    }
    for (const key of Object.keys(messages ?? {})) {
      if (!(key in base)) problems.push({ language, key, problem: 'extra' });
    }
  }
  return problems;
}
