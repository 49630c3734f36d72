import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../languages';
import type { Messages } from '../registry';
import { messageKeysIn, readSpecMessageKeys } from '../spec-message-keys';
import { findTranslationProblems } from '../testing';
import * as cn from './cn';
import * as en from './en';
import * as ja from './ja';
import * as th from './th';
import * as tw from './tw';
import * as vi from './vi';

const shared: Record<LanguageCode, { common: Messages; errors: Messages }> = {
  CN: cn,
  TW: tw,
  JA: ja,
  EN: en,
  TH: th,
  VI: vi,
};

const namespace = (ns: 'common' | 'errors') =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((code) => [code, shared[code][ns]])) as Record<
    LanguageCode,
    Messages
  >;

describe('shared translations', () => {
  it.each(['common', 'errors'] as const)(
    '%s has every key, non-empty, in all six languages',
    (ns) => {
      expect(findTranslationProblems(namespace(ns))).toEqual([]);
    },
  );

  it('translates every message key named in both spec documents, in all six languages', () => {
    const specKeys = readSpecMessageKeys();
    const missing: string[] = [];
    for (const [file, keys] of Object.entries(specKeys)) {
      expect(keys.length, `${file} should name message keys`).toBeGreaterThan(20);
      for (const key of keys) {
        for (const code of SUPPORTED_LANGUAGES) {
          const text = shared[code].errors[key] ?? shared[code].common[key];
          if (!text?.trim()) missing.push(`${file}: ${key} (${code})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves fail when they should', () => {
  it('reports a key missing from one language and an empty one', () => {
    const broken = { ...namespace('errors'), TH: { ...th.errors } as Record<string, string> };
    delete broken.TH.in_sorry_in;
    broken.TH.code_sent = ' ';
    expect(findTranslationProblems(broken)).toEqual([
      { language: 'TH', key: 'in_sorry_in', problem: 'missing' },
      { language: 'TH', key: 'code_sent', problem: 'empty' },
    ]);
  });

  it('reports a translation that lost a placeholder', () => {
    const broken = { ...namespace('errors'), VI: { ...vi.errors, error_password: 'Mật khẩu' } };
    expect(findTranslationProblems(broken)).toEqual([
      { language: 'VI', key: 'error_password', problem: 'placeholders' },
    ]);
  });

  it('finds snake-case keys, ranges and catalogue codes in spec text, and skips data fields', () => {
    const text = [
      '| loginPassword | 6 to 16 | error_password |',
      'mobileTemplate (web_logo, favicon)',
      '| activity_apply_remark_limit1 to 4 | remark |',
      '## 8. The error catalogue',
      '- codes: token_ip_different, user.or.token.invalid, CUSTOMER_NOT_LOGIN, auth/code-expired.',
      '## 9. Business constants',
      'PAYMENT_CONFIRMATION is an event, not a message.',
    ].join('\n');
    expect(messageKeysIn(text)).toEqual([
      'CUSTOMER_NOT_LOGIN',
      'activity_apply_remark_limit1',
      'activity_apply_remark_limit2',
      'activity_apply_remark_limit3',
      'activity_apply_remark_limit4',
      'auth/code-expired',
      'error_password',
      'token_ip_different',
      'user.or.token.invalid',
    ]);
  });
});
