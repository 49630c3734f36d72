import { SUPPORTED_LANGUAGES } from '@site/i18n';
import { findTranslationProblems } from '@site/i18n/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { UI_NAMESPACE, registerUiMessages, uiMessages } from './ui-messages';
import { uiNamespace } from './ui-namespace';

describe('uiMessages', () => {
  it('has every key, non-empty, in each of the six languages', () => {
    const keys = Object.keys(uiMessages.CN).sort();
    expect(Object.keys(uiMessages).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const code of SUPPORTED_LANGUAGES) {
      const messages = uiMessages[code];
      expect(Object.keys(messages).sort(), code).toEqual(keys);
      for (const key of keys) {
        expect(messages[key as keyof typeof messages].trim(), `${code}.${key}`).not.toBe('');
      }
    }
  });

  it('has no missing, extra or placeholder-mismatched translations', () => {
    expect(findTranslationProblems(uiMessages)).toEqual([]);
  });

  it('is a registry namespace called ui that loads each language on its own', async () => {
    expect(uiNamespace.namespace).toBe('ui');
    for (const code of SUPPORTED_LANGUAGES) {
      expect(await uiNamespace.load(code), code).toBe(uiMessages[code]);
    }
  });

  it('keeps the {{page}} placeholder in every translation of the page label', () => {
    for (const code of SUPPORTED_LANGUAGES) {
      expect(uiMessages[code].pagination_page, code).toContain('{{page}}');
    }
  });

  it('registers under the ui namespace without overwriting texts an app set first', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'EN', resources: {}, initAsync: false });
    i18n.addResourceBundle('EN', UI_NAMESPACE, { close: 'Dismiss' });
    registerUiMessages(i18n);
    expect(i18n.t('close', { ns: UI_NAMESPACE })).toBe('Dismiss');
    expect(i18n.t('cancel', { ns: UI_NAMESPACE })).toBe('Cancel');
    void i18n.changeLanguage('JA');
    expect(i18n.t('cancel', { ns: UI_NAMESPACE })).toBe('キャンセル');
  });
});
