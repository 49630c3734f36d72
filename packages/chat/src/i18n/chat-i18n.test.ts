import { SUPPORTED_LANGUAGES, loadMessages, registerNamespace } from '@site/i18n';
import { findTranslationProblems } from '@site/i18n/testing';
import { describe, expect, it } from 'vitest';
import { chatNamespace } from './chat-i18n';

describe('chat namespace', () => {
  it('has every key in all six languages with the same placeholders', async () => {
    registerNamespace(chatNamespace);
    const byLanguage = Object.fromEntries(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(async (lng) => [lng, await loadMessages('chat', lng)] as const),
      ),
    );
    expect(Object.keys(byLanguage)).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(findTranslationProblems(byLanguage)).toEqual([]);
  });
});
