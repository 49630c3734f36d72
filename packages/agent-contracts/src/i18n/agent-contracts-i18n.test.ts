import { SUPPORTED_LANGUAGES, loadMessages, registerNamespace } from '@site/i18n';
import { findTranslationProblems } from '@site/i18n/testing';
import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACTS_NAMESPACE, agentContractsNamespace } from './agent-contracts-i18n';

describe('agentContracts namespace', () => {
  it('has every key in all six languages with the same placeholders', async () => {
    registerNamespace(agentContractsNamespace);
    const byLanguage = Object.fromEntries(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(
          async (lng) => [lng, await loadMessages(AGENT_CONTRACTS_NAMESPACE, lng)] as const,
        ),
      ),
    );
    expect(Object.keys(byLanguage)).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(findTranslationProblems(byLanguage)).toEqual([]);
  });

  it('every product type of section 3 is translated, and the unreceived text mentions 15 in every language', async () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const messages = (await loadMessages(AGENT_CONTRACTS_NAMESPACE, lng)) as Record<
        string,
        string
      >;
      for (const product of [
        'LIVE',
        'RNG',
        'CONS',
        'SPORTS',
        'LOTT',
        'FISH',
        'ELOTT',
        'PVP',
        'DEPOSIT',
      ])
        expect(messages[`product_${product}`], `${lng} ${product}`).toBeTruthy();
      expect(messages.confirmation_unreceived_hint).toContain('15');
    }
  });
});
