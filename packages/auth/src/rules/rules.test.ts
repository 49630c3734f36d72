import { describe, expect, it } from 'vitest';
import { INSECURE_DEFAULT_PASSWORD } from '../constants';
import { chooseCaptcha, linkIdOf, smsNeedsSlider } from './captcha-rules';
import { mergeFieldRules } from './field-rules';
import {
  checkCodeRequest,
  checkMobileForCode,
  checkPasswordLogin,
  checkSmsLogin,
  passwordLoginType,
  smsRegisterCodeRequest,
} from './login-rules';
import { landingAfterLogin, landingAfterLogout, safeNextPath } from './navigation-rules';
import {
  checkChangePassword,
  checkForgotByEmail,
  checkForgotByPhone,
  checkPasswordReset,
} from './password-rules';
import {
  checkRegistration,
  registerFieldOrder,
  registerModes,
  type RegisterSubmitOptions,
} from './register-rules';
import { checkSecondFactor, checkSecondFactorMobile } from './second-factor-rules';
import { decideAfterLogin, smsCountdownSeconds } from './session-rules';

const failureKey = (result: { ok: boolean; failure?: { messageKey: string } }) =>
  result.ok ? null : result.failure?.messageKey;

describe('login (section 5)', () => {
  it('in_incorrect_password: username and password must be non-empty', () => {
    expect(failureKey(checkPasswordLogin({ username: '', password: 'x' }))).toBe(
      'in_incorrect_password',
    );
    expect(failureKey(checkPasswordLogin({ username: 'player01', password: '' }))).toBe(
      'in_incorrect_password',
    );
    expect(failureKey(checkPasswordLogin({ username: '   ', password: 'x' }))).toBe(
      'in_incorrect_password',
    );
  });

  it('trims the username', () => {
    expect(checkPasswordLogin({ username: '  player01 ', password: ' pw ' })).toEqual({
      ok: true,
      value: { username: 'player01', password: ' pw ' },
    });
  });

  it('br_enright_cphone: the phone-code username is digits only and passes the mobile rule; non-numeric input is cleared', () => {
    expect(checkMobileForCode('13800000001')).toEqual({ ok: true, value: '13800000001' });
    expect(checkMobileForCode('138')).toMatchObject({
      ok: false,
      failure: { messageKey: 'br_enright_cphone', clear: false },
    });
    expect(checkMobileForCode('138abc00000')).toMatchObject({
      ok: false,
      failure: { messageKey: 'br_enright_cphone', clear: true },
    });
  });

  it('br_enright_cphone: the flavour that wants exactly 11 digits', () => {
    expect(checkMobileForCode('1380000000', { exactDigits: 11 }).ok).toBe(false);
    expect(checkMobileForCode('13800000000', { exactDigits: 11 }).ok).toBe(true);
  });

  it('MOBILELOGIN3: a mobile number typed as the account logs in as mobileNum', () => {
    expect(passwordLoginType('13800001111', true)).toBe('mobileNum');
    expect(passwordLoginType('13800001111', false)).toBe('username');
    expect(passwordLoginType('player01', true)).toBe('username');
  });

  it('enter_verification_code: the SMS login code takes 1 to 10 characters', () => {
    expect(failureKey(checkSmsLogin({ mobile: '13800000001', code: '' }))).toBe(
      'enter_verification_code',
    );
    expect(failureKey(checkSmsLogin({ mobile: '13800000001', code: '12345678901' }))).toBe(
      'enter_verification_code',
    );
    expect(checkSmsLogin({ mobile: '13800000001', code: '123456' }).ok).toBe(true);
  });
});

describe('forgot password (section 5)', () => {
  it('in_account_incorrect: the account may not be empty', () => {
    expect(failureKey(checkForgotByEmail({ username: ' ', email: 'a@b.co' }))).toBe(
      'in_account_incorrect',
    );
  });
  it('in_email_incorrect: the email must look like one', () => {
    expect(failureKey(checkForgotByEmail({ username: 'player01', email: 'player01' }))).toBe(
      'in_email_incorrect',
    );
    expect(checkForgotByEmail({ username: 'player01', email: 'player01@example.test' }).ok).toBe(
      true,
    );
  });
  it('by phone needs the username and a mobile number', () => {
    expect(failureKey(checkForgotByPhone({ username: '', mobileNumber: '13800000001' }))).toBe(
      'in_account_incorrect',
    );
    expect(failureKey(checkForgotByPhone({ username: 'player01', mobileNumber: '' }))).toBe(
      'br_enright_cphone',
    );
    expect(checkForgotByPhone({ username: 'player01', mobileNumber: '13800000001' }).ok).toBe(true);
  });
});

describe('change password (section 5)', () => {
  const passwordRule = mergeFieldRules([
    {
      key: 'password',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$',
    },
  ]).password!;

  it('error_password: the new password must match the configured pattern and range', () => {
    const result = checkChangePassword(
      { oldPassword: 'old123', newPassword: 'abcdefg', confirmNewPassword: 'abcdefg' },
      { passwordRule },
    );
    expect(result).toMatchObject({
      ok: false,
      failure: { messageKey: 'error_password', params: { range: '6-16' } },
    });
  });

  it('in_password_incorrect: the confirmation must equal the new password', () => {
    expect(
      failureKey(
        checkChangePassword(
          { oldPassword: 'old123', newPassword: 'abc1234', confirmNewPassword: 'abc12345' },
          { passwordRule },
        ),
      ),
    ).toBe('in_password_incorrect');
  });

  it('does not ask for the old password on the default-password account: it sends the default', () => {
    const result = checkChangePassword(
      { oldPassword: '', newPassword: 'abc1234', confirmNewPassword: 'abc1234' },
      { passwordRule, defaultPassword: INSECURE_DEFAULT_PASSWORD },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        oldPassword: INSECURE_DEFAULT_PASSWORD,
        newPassword: 'abc1234',
        confirmNewPassword: 'abc1234',
      },
    });
  });

  it('in_incorrect_password: otherwise the old password is required', () => {
    expect(
      failureKey(
        checkChangePassword(
          { oldPassword: '', newPassword: 'abc1234', confirmNewPassword: 'abc1234' },
          { passwordRule },
        ),
      ),
    ).toBe('in_incorrect_password');
  });
});

describe('registration (section 5)', () => {
  const rules = mergeFieldRules([
    {
      key: 'username',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 13,
      acceptedPattern: '^[A-Za-z0-9]+$',
    },
    {
      key: 'password',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '*',
    },
    {
      key: 'verifyPwd',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '*',
    },
    {
      key: 'mobileNum',
      enabled: true,
      required: false,
      minLength: 10,
      maxLength: 16,
      acceptedPattern: '^[0-9]+$',
    },
    {
      key: 'nickname',
      enabled: true,
      required: false,
      minLength: 2,
      maxLength: 12,
      acceptedPattern: '*',
    },
    {
      key: 'email',
      enabled: true,
      required: false,
      minLength: 5,
      maxLength: 50,
      acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    },
    { key: 'rebateId', enabled: true, required: false, acceptedPattern: '*' },
    {
      key: 'captcha',
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 4,
      acceptedPattern: '^[0-9]+$',
    },
  ]);
  const serverOrder = [
    'username',
    'password',
    'verifyPwd',
    'mobileNum',
    'nickname',
    'email',
    'rebateId',
    'captcha',
  ];
  const layout = { captchaEnabled: true, smsCode: false, affiliateShown: false } as const;
  const usernameFields = registerFieldOrder(rules, serverOrder, { ...layout, mode: 'username' });
  const base: RegisterSubmitOptions = {
    fields: usernameFields,
    rules,
    agreementRequired: true,
    agreed: true,
    captchaEnabled: true,
    slider: false,
    sliderSolved: false,
  };
  const good = {
    username: 'newuser01',
    password: 'secret12',
    verifyPwd: 'secret12',
    mobileNum: '',
    nickname: '',
    email: '',
    captcha: '1234',
  };

  it('default field orders: username mode, phone mode, captcha last, rebateId never shown', () => {
    expect(usernameFields).toEqual([
      'username',
      'password',
      'verifyPwd',
      'mobileNum',
      'nickname',
      'email',
      'captcha',
    ]);
    expect(
      registerFieldOrder(rules, serverOrder, { ...layout, mode: 'mobile', smsCode: true }),
    ).toEqual([
      'mobileNum',
      'password',
      'verifyPwd',
      'nickname',
      'email',
      'verificationCode',
      'captcha',
    ]);
  });

  it("phone mode removes the password when the mobile-password setting is '0'", () => {
    expect(
      registerFieldOrder(rules, serverOrder, {
        ...layout,
        mode: 'mobile',
        mobilePasswordSetting: '0',
        smsCode: true,
        captchaEnabled: false,
      }),
    ).toEqual(['mobileNum', 'nickname', 'email', 'verificationCode']);
  });

  it('tabs by USERNAMEREG3 and MOBILENUMREG3: only when both; mobile forced when alone', () => {
    expect(registerModes({ usernameReg: true, mobileReg: true })).toEqual({
      modes: ['username', 'mobile'],
      showTabs: true,
    });
    expect(registerModes({ usernameReg: false, mobileReg: true })).toEqual({
      modes: ['mobile'],
      showTabs: false,
    });
    expect(registerModes({ usernameReg: true, mobileReg: false })).toEqual({
      modes: ['username'],
      showTabs: false,
    });
  });

  it('passes a complete form, trimmed', () => {
    expect(checkRegistration({ ...good, username: ' newuser01 ' }, base)).toMatchObject({
      ok: true,
      value: { username: 'newuser01' },
    });
  });

  it('in_please_information: a required field that is not right', () => {
    expect(failureKey(checkRegistration({ ...good, username: 'ab' }, base))).toBe(
      'in_please_information',
    );
  });

  it('in_please_information: an optional filled field that is wrong (an empty one is fine)', () => {
    expect(failureKey(checkRegistration({ ...good, email: 'nope' }, base))).toBe(
      'in_please_information',
    );
    expect(checkRegistration({ ...good, email: '' }, base).ok).toBe(true);
  });

  it('in_confirmation_correct: password and confirmation must match', () => {
    expect(failureKey(checkRegistration({ ...good, verifyPwd: 'secret13' }, base))).toBe(
      'in_confirmation_correct',
    );
  });

  it('in_user_agreement, or in_register_agreed in its flavour: the agreement must be ticked', () => {
    expect(failureKey(checkRegistration(good, { ...base, agreed: false }))).toBe(
      'in_user_agreement',
    );
    expect(
      failureKey(
        checkRegistration(good, {
          ...base,
          agreed: false,
          agreementMessageKey: 'in_register_agreed',
        }),
      ),
    ).toBe('in_register_agreed');
    expect(checkRegistration(good, { ...base, agreed: false, agreementRequired: false }).ok).toBe(
      true,
    );
  });

  it('validates the captcha only when the captcha is enabled', () => {
    expect(failureKey(checkRegistration({ ...good, captcha: '' }, base))).toBe(
      'in_please_information',
    );
    expect(checkRegistration({ ...good, captcha: '' }, { ...base, captchaEnabled: false }).ok).toBe(
      true,
    );
  });

  it('verify_first: the slider must be solved before submit', () => {
    const slider = { ...base, captchaEnabled: false, slider: true };
    expect(failureKey(checkRegistration(good, { ...slider, sliderSolved: false }))).toBe(
      'verify_first',
    );
    expect(checkRegistration(good, { ...slider, sliderSolved: true }).ok).toBe(true);
  });
});

describe('second factor (section 5)', () => {
  it.each([
    ['E', { email: '' }, 'email'],
    ['G', { authCode: '' }, 'authCode'],
    ['S', { mobileNum: '13800000001', verificationCode: '' }, 'verificationCode'],
    ['S', { mobileNum: '', verificationCode: '123456' }, 'mobileNum'],
    ['P', { payeeName: ' ' }, 'payeeName'],
  ] as const)('not_empty: method %s highlights the empty field', (method, values, field) => {
    expect(checkSecondFactor(method, values)).toEqual({
      ok: false,
      failure: { messageKey: 'not_empty', field },
    });
  });

  it('passes the fields of the method only', () => {
    expect(checkSecondFactor('G', { authCode: ' 246810 ', email: 'x' })).toEqual({
      ok: true,
      value: { authCode: '246810' },
    });
  });

  it('br_enright_cphone: a mobile number is required to send a code', () => {
    expect(failureKey(checkSecondFactorMobile(''))).toBe('br_enright_cphone');
  });
});

describe('captcha choice and link id (section 5)', () => {
  it('slider when GEETEST3 is on, image when the setting is on and the slider off', () => {
    expect(chooseCaptcha({ geetest: true, captchaEnabled: true })).toBe('slider');
    expect(chooseCaptcha({ geetest: false, captchaEnabled: true })).toBe('image');
    expect(chooseCaptcha({ geetest: false, captchaEnabled: false })).toBe('none');
  });
  it('the slider test flag is off in a test environment unless test mode is on', () => {
    expect(chooseCaptcha({ geetest: true, captchaEnabled: true, testEnvironment: true })).toBe(
      'image',
    );
    expect(
      chooseCaptcha({ geetest: true, captchaEnabled: true, testEnvironment: true, testMode: true }),
    ).toBe('slider');
  });
  it('a stored tid is the linkId only if all digits', () => {
    expect(linkIdOf('12345')).toBe('12345');
    expect(linkIdOf('12a45')).toBeUndefined();
    expect(linkIdOf('')).toBeUndefined();
    expect(linkIdOf(undefined)).toBeUndefined();
  });
});

describe('next page and landings (sections 2 and 4)', () => {
  const origin = 'https://play.example.test';
  it.each([
    ['/promotion?id=3#top', '/promotion?id=3#top'],
    ['https://play.example.test/member', '/member'],
    ['lottery', '/lottery'],
  ])('honours %s on this site', (next, path) => {
    expect(safeNextPath(next, origin)).toBe(path);
  });
  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://play.example.test/x',
    ' ',
    'data:text/html,x',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ])('ignores %s', (next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });
  it('lands on the next page, else the root', () => {
    expect(landingAfterLogin('/casino', origin)).toBe('/casino');
    expect(landingAfterLogin('https://evil.example', origin)).toBe('/');
    expect(landingAfterLogin(undefined, origin)).toBe('/');
  });
  it('logout lands on the next page, /agent for the agent source, else the root', () => {
    expect(landingAfterLogout({ next: '/help', source: 'agent', origin })).toBe('/help');
    expect(landingAfterLogout({ source: 'agent', origin })).toBe('/agent');
    expect(landingAfterLogout({ source: 'web', origin })).toBe('/');
  });
});

describe('after login (section 4)', () => {
  it('forces the password change on first login or expiry only with PWDEXPFORCECHANGE3', () => {
    expect(decideAfterLogin({ firstTimeLogin: true }, { forcedChange: true })).toEqual({
      kind: 'change-password',
      reason: 'first-login',
    });
    expect(decideAfterLogin({ passwordExpired: true }, { forcedChange: true })).toEqual({
      kind: 'change-password',
      reason: 'expired',
    });
    expect(
      decideAfterLogin({ firstTimeLogin: true, passwordExpired: true }, { forcedChange: false }),
    ).toEqual({ kind: 'signed-in' });
  });
  it('always forces it for the insecure default password', () => {
    expect(
      decideAfterLogin({}, { forcedChange: false, password: INSECURE_DEFAULT_PASSWORD }),
    ).toMatchObject({ reason: 'default-password' });
    expect(decideAfterLogin({}, { forcedChange: false, password: 'Sandbox123' })).toEqual({
      kind: 'signed-in',
    });
  });
  it('SMS countdown: expiredMinutes x 60 s for login, 120 s for registration', () => {
    expect(smsCountdownSeconds('login', { expiredMinutes: 5 })).toBe(300);
    expect(smsCountdownSeconds('register', { expiredMinutes: 5 })).toBe(120);
    expect(smsCountdownSeconds('login-120', { expiredMinutes: 5 })).toBe(120);
    expect(smsCountdownSeconds('login', { expirationTime: 1_000_000 + 90_000 }, 1_000_000)).toBe(
      90,
    );
  });
});

describe('SMS code requests (sections 3 and 5)', () => {
  it.each([
    ['13800001111', '84', { mobileNo: '13800001111', countryDialingCode: '84' }],
    ['13800001111', '', { mobileNo: '13800001111' }],
  ])(
    '"countryDialingCode plus ... mobileNo (register)": %s with code %j',
    (mobile, code, expected) => {
      expect(smsRegisterCodeRequest(mobile, code)).toEqual(expected);
    },
  );

  it.each([
    [{ geetest: true, geetestSms: true, solved: false }, true],
    [{ geetest: true, geetestSms: true, solved: true }, false],
    [{ geetest: true, geetestSms: false, solved: false }, false],
    [{ geetest: false, geetestSms: true, solved: false }, false],
  ])('"SMS captcha depends on GEETESTVCODE3": %o waits for the slider: %s', (input, waits) => {
    expect(smsNeedsSlider(input)).toBe(waits);
  });
});

describe('checkPasswordReset (the SMS reset step, ADR 0068)', () => {
  const ok = {
    verificationCode: ' 123456 ',
    newPassword: 'Reset123',
    confirmNewPassword: 'Reset123',
  };
  it.each([
    [{ ...ok, verificationCode: '' }, 'enter_verification_code', 'verificationCode'],
    [{ ...ok, verificationCode: '12345678901' }, 'enter_verification_code', 'verificationCode'],
    [{ ...ok, newPassword: 'abc', confirmNewPassword: 'abc' }, 'error_password', 'newPassword'],
    [{ ...ok, confirmNewPassword: 'Reset124' }, 'in_password_incorrect', 'confirmNewPassword'],
  ])('%o is refused with %s on %s', (input, messageKey, field) => {
    expect(checkPasswordReset(input)).toMatchObject({ ok: false, failure: { messageKey, field } });
  });

  it('passes a trimmed code with a confirmed password', () => {
    expect(checkPasswordReset(ok)).toEqual({
      ok: true,
      value: {
        verificationCode: '123456',
        newPassword: 'Reset123',
        confirmNewPassword: 'Reset123',
      },
    });
  });
});

describe('checkCodeRequest: what is checked before an SMS code is sent (section 4)', () => {
  const base = {
    mobile: ' 13800000001 ',
    dialingCode: '86',
    geetest: true,
    geetestSms: true,
    sliderSolved: true,
  };
  it.each([
    ['a valid number, dialing code and solved slider', {}, { ok: true, value: '13800000001' }],
    [
      'a short number',
      { mobile: '138' },
      { ok: false, failure: { messageKey: 'br_enright_cphone', field: 'mobile', clear: false } },
    ],
    [
      'letters in the number (cleared)',
      { mobile: '138abc00000' },
      { ok: false, failure: { messageKey: 'br_enright_cphone', field: 'mobile', clear: true } },
    ],
    [
      'ten digits where the merchant wants exactly 11',
      { mobile: '1380000000', exactDigits: 11 },
      { ok: false, failure: { messageKey: 'br_enright_cphone', field: 'mobile', clear: false } },
    ],
    [
      'the number before the dialing code',
      { mobile: '138', dialingCode: '' },
      { ok: false, failure: { messageKey: 'br_enright_cphone', field: 'mobile', clear: false } },
    ],
    [
      'the dialing code before the slider',
      { dialingCode: '86a', sliderSolved: false },
      {
        ok: false,
        failure: { messageKey: 'error_country_code_limit', field: 'countryDialingCode' },
      },
    ],
    [
      'an unsolved slider when both flags ask for it',
      { sliderSolved: false },
      { ok: false, failure: { messageKey: 'verify_first', field: 'slider' } },
    ],
    [
      'an unsolved slider without GEETESTVCODE3',
      { sliderSolved: false, geetestSms: false },
      { ok: true, value: '13800000001' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(checkCodeRequest({ ...base, ...change })).toMatchObject(expected);
  });
});
