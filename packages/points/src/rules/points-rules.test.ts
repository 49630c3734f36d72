import { describe, expect, it } from 'vitest';
import {
  amountOnBlur,
  asPercent,
  canSubmitRedeem,
  imagesOf,
  joinRemarks,
  localName,
  normaliseQuantity,
  pageOf,
  phoneRuleFrom,
  redeemTypesOffered,
  showsMoney,
  transactionName,
  validateConvert,
  validateRedeem,
  visibleCount,
  wireRange,
} from './points-rules';

const phone = { minLength: 10, maxLength: 12 };
const valid = {
  line: 'line-id',
  password: '654321',
  name: 'Ann',
  address: '1 Road',
  phone: '0912345678',
};

describe('section 4: list with a more button (3 items per category, 7 when one type selected, 1000 after more)', () => {
  it.each([
    [{ typeSelected: false, more: false }, 3],
    [{ typeSelected: true, more: false }, 7],
    [{ typeSelected: false, more: true }, 1000],
    [{ typeSelected: true, more: true }, 1000],
  ])('%j shows %i', (options, count) => expect(visibleCount(options)).toBe(count));
});

describe('section 4: names use name or chineseName by language; nameCn or nameEn for transactions', () => {
  it.each([
    ['CN', '耳机'],
    ['TW', '耳机'],
    ['EN', 'Earbuds'],
    ['JA', 'Earbuds'],
    ['TH', 'Earbuds'],
    ['VI', 'Earbuds'],
  ])('%s reads %s', (language, expected) => {
    expect(localName({ name: 'Earbuds', chineseName: '耳机' }, language)).toBe(expected);
  });
  it('falls back to the other name and survives wrong types', () => {
    expect(localName({ name: 'Earbuds' }, 'CN')).toBe('Earbuds');
    expect(localName({ name: null, chineseName: 3 }, 'EN')).toBe('');
    expect(transactionName({ nameCn: '兑换', nameEn: 'Redeem' }, 'CN')).toBe('兑换');
    expect(transactionName({ nameCn: '兑换', nameEn: 'Redeem' }, 'EN')).toBe('Redeem');
    expect(transactionName({ nameCn: '兑换' }, 'TH')).toBe('兑换');
  });
});

describe('section 4: price in points, plus money when displayPointMoneyAmt is Y', () => {
  it('shows money only when Y', () => {
    expect(showsMoney({ displayPointMoneyAmt: 'Y' })).toBe(true);
    expect(showsMoney({ displayPointMoneyAmt: 'N' })).toBe(false);
    expect(showsMoney({})).toBe(false);
  });
});

describe('section 5: without a points price only points-plus-money is offered', () => {
  it.each([
    [{ price: 500 }, ['P', 'PM']],
    [{ price: 0 }, ['PM']],
    [{}, ['PM']],
    [{ price: Number.NaN }, ['PM']],
  ])('%j offers %j', (item, types) => expect(redeemTypesOffered(item)).toEqual(types));
});

describe('section 5: quantity minimum 1, maximum inventory; non-numeric clears', () => {
  it.each([
    ['3', 10, '3'],
    ['0', 10, '1'],
    ['25', 10, '10'],
    ['abc', 10, ''],
    ['2x', 10, ''],
    ['-1', 10, ''],
    ['', 10, ''],
    ['4', 0, ''],
  ])('%s with inventory %i shows %s', (raw, inventory, shown) => {
    expect(normaliseQuantity(raw, inventory)).toBe(shown);
  });
  it('submit is disabled when inventory is empty', () => {
    expect(canSubmitRedeem(0, '1')).toBe(false);
    expect(canSubmitRedeem(5, '')).toBe(false);
    expect(canSubmitRedeem(5, '1')).toBe(true);
  });
});

describe('section 5: redeem validation', () => {
  it('accepts a complete form', () => {
    expect(validateRedeem(valid, { lineRequired: true, phone })).toEqual({});
  });
  it('line required only if configuration says so (enter_line)', () => {
    expect(validateRedeem({ ...valid, line: '' }, { lineRequired: true, phone }).line).toBe(
      'enter_line',
    );
    expect(
      validateRedeem({ ...valid, line: '' }, { lineRequired: false, phone }).line,
    ).toBeUndefined();
  });
  it.each([
    ['password', '', 'br_enter_moneypwd'],
    ['name', ' ', 'br_enter_plname'],
    ['address', '', 'br_enter_getaddree'],
    ['phone', '', 'br_enter_cphone'],
    ['phone', 'a912345678', 'br_enright_cphone'],
    ['phone', '091234567', 'br_enright_cphone'],
    ['phone', '0912345678901', 'br_enright_cphone'],
  ] as const)('%s "%s" gives %s', (field, value, key) => {
    expect(
      validateRedeem({ ...valid, [field]: value }, { lineRequired: false, phone })[field],
    ).toBe(key);
  });
  it('phone rule comes from the mobileNum registration field, else 10 to 16', () => {
    expect(
      phoneRuleFrom({
        fields: [{ key: 'mobileNum', enabled: true, required: true, minLength: 8, maxLength: 11 }],
      }),
    ).toEqual({ minLength: 8, maxLength: 11 });
    expect(phoneRuleFrom(null)).toEqual({ minLength: 10, maxLength: 16 });
    expect(phoneRuleFrom({ fields: 'nope' })).toEqual({ minLength: 10, maxLength: 16 });
  });
  it('remarks joined as label:value of line, name, mobile and address', () => {
    expect(
      joinRemarks([
        { label: 'LINE', value: 'abc' },
        { label: 'Name', value: ' Ann ' },
        { label: 'Mobile', value: '0912345678' },
        { label: 'Address', value: '1 Road' },
      ]),
    ).toBe('LINE:abc;Name:Ann;Mobile:0912345678;Address:1 Road');
  });
});

describe('section 5: convert points: amount at least 1 (reset to 1 on blur), password required, else br_sqmypaur_twtjtu', () => {
  it.each([
    ['0', '1'],
    ['', '1'],
    ['abc', '1'],
    ['-4', '1'],
    ['25', '25'],
    ['2.7', '2'],
  ])('blur on %s gives %s', (raw, shown) => expect(amountOnBlur(raw)).toBe(shown));
  it.each([
    ['10', 'pw', null],
    ['10', '', 'br_sqmypaur_twtjtu'],
    ['0', 'pw', 'br_sqmypaur_twtjtu'],
    ['', 'pw', 'br_sqmypaur_twtjtu'],
  ])('amount %s password "%s" gives %s', (amount, password, key) => {
    expect(validateConvert(amount, password)).toBe(key);
  });
});

describe('section 3: ratios shown as percent with 2 decimals', () => {
  it.each([
    [0.005, '0.50%'],
    [0.0125, '1.25%'],
    [1, '100.00%'],
    [0, '0.00%'],
    [null, '-'],
    ['x', '-'],
  ])('%s is %s', (ratio, shown) => expect(asPercent(ratio)).toBe(shown));
});

describe('section 5: end date adds 86399000 ms', () => {
  it('sends the start of the first day and the end day plus 86399000 ms', () => {
    expect(wireRange({ start: '2026-11-01', end: '2026-11-23' })).toEqual({
      start: '2026-11-01 00:00:00',
      end: '2026-11-23 23:59:59',
    });
  });
});

describe('answers decoded defensively', () => {
  it.each([null, 'x', { content: 'no' }, { content: null, totalPages: 'x' }])(
    '%j is an empty page',
    (value) => {
      expect(pageOf(value)).toEqual({ content: [], totalPages: 0 });
    },
  );
  it('slide (S) and main (M) images', () => {
    expect(
      imagesOf({
        imageLink: '/fallback.png',
        merchandiseImages: [
          { imageUrl: '/m.png', type: 'M' },
          { imageUrl: '/s1.png', type: 'S' },
          { imageUrl: '/s2.png', type: 'S' },
        ],
      }),
    ).toEqual({ slides: ['/s1.png', '/s2.png'], main: '/m.png' });
    expect(imagesOf({ imageLink: '/fallback.png' })).toEqual({ slides: [], main: '/fallback.png' });
    expect(imagesOf({ merchandiseImages: null as never })).toEqual({ slides: [], main: null });
  });
});
