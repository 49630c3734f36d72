import { describe, expect, it } from 'vitest';
import { INSECURE_DEFAULT_PASSWORD } from '../constants';
import {
  registerRequest,
  usesDefaultPassword,
  type RegisterRequestContext,
} from './register-request';

const PAGE = { href: 'https://site.example/register?referralCode=R42', host: 'site.example' };

const context = (extra: Partial<RegisterRequestContext> = {}): RegisterRequestContext => ({
  mode: 'username',
  mobilePasswordSetting: '1',
  dialingCode: '84',
  page: PAGE,
  captcha: {},
  providerData: {},
  ...extra,
});

const username = {
  username: 'newbie01',
  password: 'Secret123',
  verifyPwd: 'Secret123',
  nickname: '',
  captcha: '1234',
};

describe('registerRequest: what a registration sends (section 5)', () => {
  it('the filled fields, the confirmation as confirmPassword, the page and automatic login', () => {
    expect(registerRequest(username, context())).toEqual({
      username: 'newbie01',
      password: 'Secret123',
      captcha: '1234',
      confirmPassword: 'Secret123',
      registerUrl: PAGE.href,
      registerMethod: 'WEB',
      domain: 'site.example',
      login: true,
    });
  });

  it('the dialing code goes with a mobile registration only', () => {
    const mobile = { mobileNum: '0812345678', password: 'Secret123', verificationCode: '5555' };
    expect(registerRequest(mobile, context({ mode: 'mobile' }))).toMatchObject({
      countryDialingCode: '84',
    });
    expect(registerRequest(mobile, context())).not.toHaveProperty('countryDialingCode');
    expect(
      registerRequest(mobile, context({ mode: 'mobile', dialingCode: '' })),
    ).not.toHaveProperty('countryDialingCode');
  });

  it("a mobile registration with the password setting '0' sends the default password", () => {
    const mobile = { mobileNum: '0812345678', verificationCode: '5555' };
    const sent = registerRequest(mobile, context({ mode: 'mobile', mobilePasswordSetting: '0' }));
    expect(sent.password).toBe(INSECURE_DEFAULT_PASSWORD);
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(registerRequest(mobile, context({ mobilePasswordSetting: '0' }))).not.toHaveProperty(
      'password',
    );
    expect(usesDefaultPassword({ mode: 'mobile', mobilePasswordSetting: '0' })).toBe(true);
    expect(usesDefaultPassword({ mode: 'mobile', mobilePasswordSetting: '1' })).toBe(false);
    expect(usesDefaultPassword({ mode: 'username', mobilePasswordSetting: '0' })).toBe(false);
  });

  it('the referral code and link id the visitor came with, when there are some', () => {
    expect(registerRequest(username, context({ referralCode: 'R42', linkId: '77' }))).toMatchObject(
      { referralCode: 'R42', linkId: '77' },
    );
    const none = registerRequest(username, context({ referralCode: '', linkId: undefined }));
    expect(none).not.toHaveProperty('referralCode');
    expect(none).not.toHaveProperty('linkId');
  });

  it("the captcha's proof and the identity to bind come last, in that order", () => {
    const sent = registerRequest(
      username,
      context({
        captcha: { captchaId: 'c-1' },
        providerData: { firebaseChannel: 'google', firebaseIdToken: 't1' },
      }),
    );
    expect(sent).toMatchObject({ captcha: '1234', captchaId: 'c-1', firebaseIdToken: 't1' });
    expect(Object.keys(sent).slice(-3)).toEqual([
      'captchaId',
      'firebaseChannel',
      'firebaseIdToken',
    ]);
  });
});
