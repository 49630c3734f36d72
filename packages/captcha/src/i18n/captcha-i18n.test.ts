import { SUPPORTED_LANGUAGES } from '@site/i18n';
import { describe, expect, it } from 'vitest';
import { captchaNamespace } from './captcha-i18n';
import cn from './messages/cn';

describe('captcha texts', () => {
  it('every language has every key, translated (not an English copy)', async () => {
    const en = (await captchaNamespace.load('EN')) as Record<string, string>;
    for (const language of SUPPORTED_LANGUAGES) {
      const messages = (await captchaNamespace.load(language)) as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(cn).sort());
      for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
      if (language !== 'EN') expect(messages.slider_hint).not.toBe(en.slider_hint);
    }
  });
});
