// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_DEVICE_ID_SOURCES,
  browserTraitsSource,
  deviceIdFromChain,
  deviceIdFromHex,
  fingerprintSource,
  randomDeviceId,
  type DeviceIdSource,
} from './device-id';
import { memoryCookieJar } from './cookies';
import { memoryStorage } from './memory-storage';
import { createSiteStorage } from './site-storage';

const load = vi.hoisted(() => vi.fn());
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const failing = (name: string): DeviceIdSource => ({
  name,
  hex: () => Promise.reject(new Error(`${name} blocked`)),
});
const answering = (name: string, hex: string): DeviceIdSource => ({
  name,
  hex: () => Promise.resolve(hex),
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  load.mockReset();
});

describe('the device id chain (account-access.md sections 3 and 8; ADR 0191)', () => {
  it('is the fingerprint library, then a second source, then a random UUID', () => {
    expect(BROWSER_DEVICE_ID_SOURCES.map((source) => source.name)).toEqual([
      'fingerprintjs',
      'browser-traits',
    ]);
  });

  it('takes the first source that answers, shaped to 36 characters', async () => {
    const id = await deviceIdFromChain([
      answering('library', '0123456789abcdef0123456789abcdef'),
      answering('traits', 'f'.repeat(64)),
    ]);
    expect(id).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(id).toHaveLength(36);
  });

  it('falls back to the second source when the library fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await deviceIdFromChain([
      failing('library'),
      answering('traits', 'ABCDEF'.repeat(6)),
    ]);
    expect(id).toBe('abcdefab-cdef-abcd-efab-cdefabcdefab');
  });

  it('falls back to a random UUID when every source fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = vi.fn(() => '11111111-2222-4333-8444-555555555555');
    const id = await deviceIdFromChain([failing('library'), failing('traits')], { fallback });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(id).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('moves on from a source that never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hanging: DeviceIdSource = { name: 'library', hex: () => new Promise(() => undefined) };
    const pending = deviceIdFromChain([hanging, answering('traits', 'c'.repeat(32))], {
      timeoutMs: 3_000,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await pending).toBe('cccccccc-cccc-cccc-cccc-cccccccccccc');
  });

  it('refuses an answer that is not 32 hex digits, and moves on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => deviceIdFromHex('not-hex')).toThrow(/32 hex/);
    const id = await deviceIdFromChain([answering('bad', 'xyz'), answering('ok', 'd'.repeat(32))]);
    expect(id).toBe('dddddddd-dddd-dddd-dddd-dddddddddddd');
  });

  it('makes a version 4 UUID, also where randomUUID is missing (plain http)', () => {
    expect(randomDeviceId()).toMatch(UUID_SHAPE);
    vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = randomDeviceId();
      expect(id).toMatch(UUID_SHAPE);
      expect(id[14]).toBe('4');
    } finally {
      vi.restoreAllMocks();
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('loads the library on demand with its vendor ping off, and uses its visitor id', async () => {
    const get = vi.fn(async () => ({ visitorId: 'a1'.repeat(16) }));
    load.mockResolvedValue({ get });
    expect(load).not.toHaveBeenCalled();
    expect(await fingerprintSource.hex()).toBe('a1'.repeat(16));
    expect(load).toHaveBeenCalledWith({ monitoring: false });
  });

  it('hashes the browser traits into 64 hex digits, the same each time', async () => {
    const first = await browserTraitsSource.hex();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await browserTraitsSource.hex()).toBe(first);
  });

  it('storage runs the chain once, then keeps the id locally and in the 365-day cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('chunk blocked'));
    const local = memoryStorage();
    const cookies = memoryCookieJar();
    const storage = createSiteStorage({
      session: memoryStorage(),
      local,
      cookies,
      deviceIdSources: BROWSER_DEVICE_ID_SOURCES,
    });
    const id = await storage.deviceId();
    expect(load).toHaveBeenCalledTimes(1);
    expect(id).toBe(deviceIdFromHex(await browserTraitsSource.hex()));
    expect(local.getItem('deviceId')).toBe(id);
    expect(cookies.get('deviceId')).toBe(id);
    expect(cookies.lifetimeOf('deviceId')).toBe(365);
    await storage.deviceId();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
