import { describe, expect, it } from 'vitest';
import {
  checkField,
  DEFAULT_REGISTER_RULES,
  digitsOnly,
  FALLBACK_PASSWORD_RULE,
  LOGIN_FIELD_RULES,
  mergeFieldRules,
  rangeOf,
} from './field-rules';

describe('default field rules (section 5 table)', () => {
  it.each([
    ['sms', 1, 10, 'enter_verification_code'],
    ['verificationCode', 1, 10, 'enter_verification_code'],
    ['loginUsername', 6, 13, 'reg_pattern_4'],
    ['loginPassword', 6, 16, 'error_password'],
    ['loginMobileNum', 10, 16, 'error_phone_number_limit'],
    ['countryDialingCode', 1, 3, 'error_country_code_limit'],
  ] as const)('%s takes %i to %i characters and says %s', (key, min, max, messageKey) => {
    const rule = LOGIN_FIELD_RULES[key];
    expect(rule).toMatchObject({ minLength: min, maxLength: max, messageKey });
    const digits = (n: number) => '1'.repeat(n);
    expect(checkField(rule, digits(min)).status).toBe('right');
    expect(checkField(rule, digits(max)).status).toBe('right');
    expect(checkField(rule, digits(max + 1))).toMatchObject({ status: 'error', messageKey });
    if (min > 1)
      expect(checkField(rule, digits(min - 1))).toMatchObject({ status: 'error', messageKey });
  });

  it('reg_pattern_4: the login username takes letters and digits only', () => {
    expect(checkField(LOGIN_FIELD_RULES.loginUsername, 'player01').status).toBe('right');
    expect(checkField(LOGIN_FIELD_RULES.loginUsername, 'player_01')).toMatchObject({
      status: 'error',
      messageKey: 'reg_pattern_4',
    });
  });

  it('error_phone_number_limit: the login mobile number takes digits only', () => {
    expect(checkField(LOGIN_FIELD_RULES.loginMobileNum, '1380000000a')).toMatchObject({
      status: 'error',
      messageKey: 'error_phone_number_limit',
    });
  });

  it('error_country_code_limit: the dialing code is optional, digits only, up to 3', () => {
    expect(checkField(LOGIN_FIELD_RULES.countryDialingCode, '').status).toBe('empty');
    expect(checkField(LOGIN_FIELD_RULES.countryDialingCode, '86').status).toBe('right');
    expect(checkField(LOGIN_FIELD_RULES.countryDialingCode, '+86')).toMatchObject({
      status: 'error',
      messageKey: 'error_country_code_limit',
    });
    expect(checkField(LOGIN_FIELD_RULES.countryDialingCode, '8612')).toMatchObject({
      status: 'error',
    });
  });

  it('enter_verification_code: the registration flavour takes 0 to 255 characters', () => {
    const rule = DEFAULT_REGISTER_RULES.verificationCode!;
    expect(rule).toMatchObject({
      minLength: 0,
      maxLength: 255,
      messageKey: 'enter_verification_code',
    });
    expect(checkField(rule, 'x'.repeat(255)).status).toBe('right');
    expect(checkField(rule, 'x'.repeat(256)).status).toBe('error');
  });

  it.each([
    { required: true, minLength: 0, value: '', status: 'error' },
    { required: true, minLength: 1, value: '', status: 'error' },
    { required: false, minLength: 0, value: '', status: 'empty' },
    { required: false, minLength: 3, value: '', status: 'empty' },
    { required: true, minLength: 0, value: 'x', status: 'right' },
  ])(
    'a field required=$required with minLength $minLength and value "$value" is $status',
    ({ required, minLength, value, status }) => {
      const rule = { ...DEFAULT_REGISTER_RULES.verificationCode!, required, minLength };
      expect(checkField(rule, value).status).toBe(status);
    },
  );

  it('falls back to a 6 to 12 password when none is supplied (error_password)', () => {
    expect(FALLBACK_PASSWORD_RULE).toMatchObject({
      minLength: 6,
      maxLength: 12,
      messageKey: 'error_password',
    });
    expect(checkField(FALLBACK_PASSWORD_RULE, 'a'.repeat(13))).toMatchObject({
      status: 'error',
      params: { range: '6-12' },
    });
  });
});

describe('messages substitute min and max', () => {
  it('shows the range, or one number when min equals max', () => {
    expect(checkField(LOGIN_FIELD_RULES.loginPassword, 'abc')).toMatchObject({
      params: { range: '6-16', min: 6, max: 16 },
    });
    const exact = { ...LOGIN_FIELD_RULES.loginMobileNum, minLength: 11, maxLength: 11 };
    expect(checkField(exact, '123')).toMatchObject({ params: { range: '11' } });
    expect(rangeOf(exact)).toBe('11');
  });
});

describe('required and optional fields', () => {
  it('a required empty field is an error; an optional one may stay empty', () => {
    expect(checkField(LOGIN_FIELD_RULES.loginPassword, '')).toMatchObject({ status: 'error' });
    expect(checkField({ ...LOGIN_FIELD_RULES.loginPassword, required: false }, '').status).toBe(
      'empty',
    );
  });
});

describe('mergeFieldRules: server rules over the defaults', () => {
  const merged = mergeFieldRules([
    {
      key: 'password',
      enabled: true,
      required: true,
      minLength: 8,
      maxLength: 20,
      acceptedPattern: '*',
    },
    {
      key: 'mobileNum',
      enabled: true,
      required: false,
      minLength: 11,
      maxLength: 11,
      acceptedPattern: '^1[0-9]+$',
    },
    {
      key: 'line',
      enabled: true,
      required: false,
      minLength: 3,
      maxLength: 30,
      acceptedPattern: '*',
    },
  ]);

  it('replaces what the server names and keeps the message of the default', () => {
    expect(merged.password).toMatchObject({
      minLength: 8,
      maxLength: 20,
      messageKey: 'error_password',
    });
    expect(merged.username).toEqual(DEFAULT_REGISTER_RULES.username);
  });

  it('treats * as match-all', () => {
    expect(checkField(merged.line!, 'anything at all').status).toBe('right');
    expect(checkField(merged.password!, '!!!!!!!!').status).toBe('right');
  });

  it('derives a required phone rule from mobileNum', () => {
    expect(merged.phone).toMatchObject({
      key: 'phone',
      minLength: 11,
      maxLength: 11,
      acceptedPattern: '^1[0-9]+$',
      required: true,
    });
    expect(checkField(merged.phone!, '23800000000').status).toBe('error');
    expect(checkField(merged.phone!, '13800000000').status).toBe('right');
  });

  it('keeps the numeric mark of mobile and QQ fields', () => {
    expect(merged.mobileNum?.numeric).toBe(true);
    expect(
      mergeFieldRules([{ key: 'qqNum', enabled: true, required: false, acceptedPattern: '*' }])
        .qqNum?.numeric,
    ).toBe(true);
    expect(digitsOnly('13a8-00')).toBe('13800');
  });
});
