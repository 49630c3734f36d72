import { describe, expect, expectTypeOf, it } from 'vitest';
import { BASE_BEHAVIOUR, defineMerchantTheme } from './base-theme';
import type { SiteTheme, ThemeBehaviour } from './contract';
import { mergeSiteTheme } from './server-templates';
import { testTheme } from './testing';

const assets = testTheme.assets;

describe('SiteTheme.behaviour (merchant behaviour switches)', () => {
  it('is the base behaviour when a merchant names none: the captcha box only, registration by POST', () => {
    const theme = defineMerchantTheme({ merchant: 'plain', siteName: 'PLAIN', assets });
    expect(theme.behaviour).toEqual({
      loginCaptchaReopensModal: false,
      registrationMethod: 'POST',
      payloadCipher: 'platform-des-rsa',
      mobileCodeDigits: null,
      agreementMessageKey: 'in_user_agreement',
      loginCodeCountdown: 'server-expiry',
      captchaEnvironment: 'live',
    });
    expect(BASE_BEHAVIOUR).toEqual(theme.behaviour);
    expectTypeOf<SiteTheme['behaviour']>().toEqualTypeOf<ThemeBehaviour>();
    expectTypeOf<ThemeBehaviour['registrationMethod']>().toEqualTypeOf<'POST' | 'PUT'>();
  });

  it('keeps what a merchant names and fills the rest from the base', () => {
    const theme = defineMerchantTheme({
      merchant: 'reopen',
      siteName: 'R',
      assets,
      behaviour: { loginCaptchaReopensModal: true },
    });
    expect(theme.behaviour).toEqual({ ...BASE_BEHAVIOUR, loginCaptchaReopensModal: true });
  });

  it('survives the merge with server templates and can be changed by an override', () => {
    const merchant = defineMerchantTheme({
      merchant: 'put',
      siteName: 'P',
      assets,
      behaviour: { registrationMethod: 'PUT' },
    });
    expect(mergeSiteTheme(merchant, { templates: { header: 'compact' } }).behaviour).toEqual({
      ...BASE_BEHAVIOUR,
      registrationMethod: 'PUT',
    });
    expect(
      mergeSiteTheme(merchant, { behaviour: { loginCaptchaReopensModal: true } }).behaviour,
    ).toEqual({ ...BASE_BEHAVIOUR, loginCaptchaReopensModal: true, registrationMethod: 'PUT' });
  });

  it('carries the account-access flavours: 11-digit mobile, in_register_agreed, 120 s login code, slider test mode', () => {
    const theme = defineMerchantTheme({
      merchant: 'flavour',
      siteName: 'F',
      assets,
      behaviour: {
        mobileCodeDigits: 11,
        agreementMessageKey: 'in_register_agreed',
        loginCodeCountdown: 'fixed-120',
        captchaEnvironment: 'test-mode',
      },
    });
    expect(theme.behaviour).toEqual({
      ...BASE_BEHAVIOUR,
      mobileCodeDigits: 11,
      agreementMessageKey: 'in_register_agreed',
      loginCodeCountdown: 'fixed-120',
      captchaEnvironment: 'test-mode',
    });
    expectTypeOf<ThemeBehaviour['captchaEnvironment']>().toEqualTypeOf<
      'live' | 'test' | 'test-mode'
    >();
  });
});
