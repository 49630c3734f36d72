import { describe, expect, it } from 'vitest';
import { encryptCustomerServicePath } from '../cipher/customer-service';
import {
  contactResources,
  customerServiceAt,
  customerServiceEntriesOf,
  customerServiceFor,
  customerServiceLink,
  isOnlineChatEntry,
  needsCustomerServiceScript,
} from './customer-service-rules';

const entry = (over: Record<string, unknown>) => ({
  path: 'https://cs.example/a',
  csType: 'LIVECHAT',
  type: '1',
  ...over,
});

describe('Entries with no labels are for everyone; the VIP club label may filter entries', () => {
  const entries = [
    entry({ title: 'all' }),
    entry({ title: 'vip', labelIds: [7] }),
    entry({ title: 'empty', labelIds: [] }),
  ];
  it.each([
    [null, ['all', 'empty']],
    [undefined, ['all', 'empty']],
    [3, ['all', 'empty']],
    [7, ['all', 'vip', 'empty']],
  ])('club label %s sees %j', (label, titles) => {
    expect(customerServiceFor(entries as never, label).map((e) => e.title)).toEqual(titles);
  });
  it('drops malformed entries', () => {
    expect(customerServiceEntriesOf([null, 1, { path: 3 }, entry({})])).toHaveLength(1);
    expect(customerServiceEntriesOf('x')).toEqual([]);
  });
});

describe('type "3" is an online-chat link; csPosition places entries', () => {
  it.each([
    ['3', true],
    [3, true],
    ['1', false],
  ])('type %j -> %s', (type, online) => {
    expect(isOnlineChatEntry({ type: type as string })).toBe(online);
  });
  it('filters by position, entries without one go everywhere', () => {
    const entries = [entry({ csPosition: 'login' }), entry({ csPosition: 'home' }), entry({})];
    expect(customerServiceAt(entries as never, 'login')).toHaveLength(2);
  });
  it.each([
    ['COMM100', true],
    ['comm100vip', true],
    ['LIVECHAT', false],
    ['AICAN', false],
  ])('%s needs the script: %s', (csType, needs) => {
    expect(needsCustomerServiceScript({ csType })).toBe(needs);
  });
});

describe('path encrypted unless it starts with http; the last 8 characters are the key', () => {
  it('keeps an http(s) path', async () => {
    expect(await customerServiceLink({ path: 'http://cs.example/x' })).toBe('http://cs.example/x');
  });
  it('decrypts with the last 8 characters', async () => {
    const path = encryptCustomerServicePath('https://chat.example/room?id=9', 'k3y-8chr');
    expect(path.endsWith('k3y-8chr')).toBe(true);
    expect(await customerServiceLink({ path })).toBe('https://chat.example/room?id=9');
  });
  it.each([[''], ['short'], ['not-base64-at-all!!12345678']])(
    'an unreadable path %j gives null',
    async (path) => {
      expect(await customerServiceLink({ path })).toBeNull();
    },
  );
});

describe('contact icons: skype, QQ, WeChat and Zalo from resources', () => {
  it('picks the contact resources in order, ignoring others and junk', () => {
    const resources = [
      { resourceType: 'ZALO', url: 'https://zalo.me/1' },
      { resourceType: 'IOS', url: 'x' },
      { resourceType: 'QQ', qrCodeUrl: '/qq.png' },
      { resourceType: 'SKYPE', url: 'skype:someone' },
      { resourceType: 'WECHAT' },
      null,
    ];
    expect(contactResources(resources).map((r) => r.resourceType)).toEqual(['SKYPE', 'QQ', 'ZALO']);
    expect(contactResources(null)).toEqual([]);
  });
});
