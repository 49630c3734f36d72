import { describe, expect, it } from 'vitest';
import { providerDataOf, referralCodesOf, telegramLoginRequest } from './referral-codes';

const PAGE = { href: 'https://site.example/login?affiliateCode=AFF0001', host: 'site.example' };

describe('referral codes of the page (section 3)', () => {
  it.each([
    ['?affiliateCode=AFF0001&referralCode=R42', { affiliateCode: 'AFF0001', referralCode: 'R42' }],
    ['?a=AFF0002', { affiliateCode: 'AFF0002' }],
    ['?affiliateCode=AFF0003&a=IGNORED', { affiliateCode: 'AFF0003' }],
    ['?referralCode=%20R7%20', { referralCode: 'R7' }],
    ['?affiliateCode=&referralCode=', {}],
    ['', {}],
  ])('%s reads %o', (query, expected) => {
    expect(referralCodesOf(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('"telegram variant: registerUrl, affiliateCode, domain, referralCode, telegramAuth"', () => {
  it.each([
    [
      { affiliateCode: 'AFF0001', referralCode: 'R42' },
      {
        registerUrl: PAGE.href,
        domain: 'site.example',
        affiliateCode: 'AFF0001',
        referralCode: 'R42',
        telegramAuth: 'id=7',
      },
    ],
    [{}, { registerUrl: PAGE.href, domain: 'site.example', telegramAuth: 'id=7' }],
  ])('codes %o give the payload %o', (codes, expected) => {
    expect(telegramLoginRequest('id=7', PAGE, codes)).toEqual(expected);
  });
});

describe('a manual registration after bind carries the provider data', () => {
  it.each([
    [null, {}],
    [
      { channel: 'google' as const, firebaseIdToken: 't1' },
      { firebaseChannel: 'google', firebaseIdToken: 't1' },
    ],
    [
      { channel: 'telegram' as const, telegramAuth: 'id=9' },
      { firebaseChannel: 'telegram', telegramAuth: 'id=9' },
    ],
  ])('binding %o adds %o', (binding, expected) => {
    expect(providerDataOf(binding)).toEqual(expected);
  });
});
