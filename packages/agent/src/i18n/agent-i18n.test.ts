import { SUPPORTED_LANGUAGES, loadMessages, registerNamespace } from '@site/i18n';
import { findTranslationProblems } from '@site/i18n/testing';
import { describe, expect, it } from 'vitest';
import { AGENT_PAGE_IDS } from '../constants';
import { AGENT_NAMESPACE, agentNamespace } from './agent-i18n';

describe('agent namespace', () => {
  it('has every key in all six languages with the same placeholders, and every page label', async () => {
    registerNamespace(agentNamespace);
    const byLanguage = Object.fromEntries(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(
          async (lng) => [lng, await loadMessages(AGENT_NAMESPACE, lng)] as const,
        ),
      ),
    );
    expect(Object.keys(byLanguage)).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(findTranslationProblems(byLanguage)).toEqual([]);
    for (const id of AGENT_PAGE_IDS) expect(byLanguage.EN?.[`page_${id}`]).toBeTruthy();
  });
});
