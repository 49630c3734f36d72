import { describe, expect, it } from 'vitest';
import cn from './messages/cn';
import en from './messages/en';
import ja from './messages/ja';
import th from './messages/th';
import tw from './messages/tw';
import vi from './messages/vi';

describe('promo copy in six languages', () => {
  const languages = { cn, tw, ja, en, th, vi };
  it.each(Object.entries(languages))('%s has every key, each translated', (name, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
    if (name !== 'en') {
      const same = Object.entries(messages).filter(
        ([key, value]) => value === en[key as keyof typeof en] && !value.includes('{{'),
      );
      expect(same.length).toBeLessThan(3);
    }
  });
});
