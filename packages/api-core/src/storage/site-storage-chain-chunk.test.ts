import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from './cookies';
import { memoryStorage } from './memory-storage';
import { createSiteStorage } from './site-storage';

// The device id chain's chunk cannot be loaded (a deploy removed it, the network dropped).
vi.mock('./device-id', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the device id when the chain’s chunk cannot be loaded (ADR 0228)', () => {
  it('is the last resort, a random UUID, stored as a chain’s id is', async () => {
    const local = memoryStorage();
    const cookies = memoryCookieJar();
    const storage = createSiteStorage({ session: memoryStorage(), local, cookies });
    const id = await storage.deviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(local.getItem('deviceId')).toBe(id);
    expect(cookies.get('deviceId')).toBe(id);
  });

  it('is the merchant’s own last resort when one is given', async () => {
    const storage = createSiteStorage({
      session: memoryStorage(),
      local: memoryStorage(),
      cookies: memoryCookieJar(),
      createDeviceId: () => '0123456789abcdef0123456789abcdef0123',
    });
    await expect(storage.deviceId()).resolves.toBe('0123456789abcdef0123456789abcdef0123');
  });
});
