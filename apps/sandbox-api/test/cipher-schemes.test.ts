import {
  createClient,
  createSiteStorage,
  memoryCookieJar,
  memoryStorage,
  type SiteClient,
} from '@site/api-core';
import type { CipherScheme } from '@site/api-core/cipher';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../src/app';
import { BASE, seededStore } from './helpers';

/**
 * Both payload schemes (the theme's `behaviour.payloadCipher`, ADR 0167) through the site's own
 * client against the sandbox with plaintext bodies refused: a login and a password change.
 */
async function clientFor(scheme: CipherScheme, merchant: string) {
  const app = createSandboxApp({ store: await seededStore() });
  const bodies: { header: string; body: string }[] = [];
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', merchant);
  const client: SiteClient = createClient({
    baseUrl: BASE,
    storage,
    cipherScheme: () => scheme,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (headers.has('Encryption'))
        bodies.push({ header: headers.get('Encryption') ?? '', body: String(init?.body) });
      return app.request(String(input), init);
    },
  });
  return { client, bodies };
}

describe.each<[CipherScheme, string]>([
  ['platform-des-rsa', 'default'],
  ['aes-gcm-rsa-oaep', 'lumen'],
])('the %s scheme against the sandbox', (scheme, merchant) => {
  it('logs in and changes the password, the password never in clear on the wire', async () => {
    const { client, bodies } = await clientFor(scheme, merchant);
    const login = await client.call('login', {
      username: 'player01',
      password: 'Sandbox123',
      type: 'username',
    });
    expect(login).toMatchObject({ ok: true, value: { token: expect.any(String) } });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.body).not.toContain('Sandbox123');
    expect(bodies[0]?.header.startsWith('aesgcm1.')).toBe(scheme === 'aes-gcm-rsa-oaep');
  });
});

describe('a bad merchant key', () => {
  it('fails the encrypted call with a clear error and sends nothing', async () => {
    const app = createSandboxApp({ store: await seededStore() });
    let posted = 0;
    const client = createClient({
      baseUrl: BASE,
      fetch: async (input, init) => {
        if (String(input).endsWith('/wps/session/key/rsa'))
          return Response.json({
            success: true,
            value: { modulus: `c${'5'.repeat(254)}b`, exponent: '1' },
          });
        posted += 1;
        return app.request(String(input), init);
      },
    });
    const result = await client.call('login', {
      username: 'player01',
      password: 'Sandbox123',
      type: 'username',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        errorCode: 'rsa.key.invalid',
        message: expect.stringContaining('only 65537 is accepted') as unknown,
      },
    });
    expect(posted).toBe(0);
  });
});
