import { describe, expect, it } from 'vitest';
import { cipherFor, generateMerchantKeyPair, InvalidRsaKeyError, type RsaPublicKey } from './index';
import { assertUsableRsaKey } from './key-check';

/** A 1024-bit odd modulus (the top bit set), hex. */
const MODULUS_1024 = `c${'5'.repeat(254)}b`;

describe('the merchant RSA key is checked before use (ADR 0167)', () => {
  it('accepts a 1024-bit or larger modulus with e = 65537', async () => {
    expect(() => assertUsableRsaKey({ modulus: MODULUS_1024, exponent: '10001' })).not.toThrow();
    expect(() => assertUsableRsaKey({ modulus: MODULUS_1024, exponent: '010001' })).not.toThrow();
    const { publicKey } = await generateMerchantKeyPair({ modulusLength: 2048 });
    expect(() => assertUsableRsaKey(publicKey)).not.toThrow();
  });

  it.each<[string, unknown, RegExp]>([
    [
      'e = 1 (the payload key in clear)',
      { modulus: MODULUS_1024, exponent: '1' },
      /exponent is 1,/,
    ],
    ['e = 3', { modulus: MODULUS_1024, exponent: '3' }, /only 65537/],
    ['a 512-bit modulus', { modulus: `c${'5'.repeat(126)}b`, exponent: '10001' }, /512 bits/],
    ['a 1023-bit modulus', { modulus: `7${'5'.repeat(254)}b`, exponent: '10001' }, /1023 bits/],
    ['an even modulus', { modulus: `c${'5'.repeat(254)}a`, exponent: '10001' }, /even/],
    ['a modulus that is not hex', { modulus: 'zz', exponent: '10001' }, /not hex/],
    ['no exponent', { modulus: MODULUS_1024 }, /exponent is not hex/],
    ['no key', null, /no key/],
  ])('refuses %s with a clear error', (_name, key, message) => {
    expect(() => assertUsableRsaKey(key)).toThrow(InvalidRsaKeyError);
    expect(() => assertUsableRsaKey(key)).toThrow(message);
  });

  it.each(['platform-des-rsa', 'aes-gcm-rsa-oaep'] as const)(
    'the %s scheme refuses to encrypt under a bad key',
    async (scheme) => {
      const bad: RsaPublicKey = { modulus: MODULUS_1024, exponent: '1' };
      await expect(cipherFor(scheme).encrypt('{"password":"x"}', bad)).rejects.toThrow(
        /RSA public key was refused/,
      );
    },
  );
});
