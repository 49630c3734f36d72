import CryptoJS from 'crypto-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AES_GCM_HEADER_PREFIX,
  cipherFor,
  decryptCustomerServicePath,
  decryptRequestBody,
  encryptCustomerServicePath,
  encryptPlatform,
  generateMerchantKeyPair,
  privateKeyFromJwk,
  rawRsaDecrypt,
  rawRsaEncrypt,
  schemeOfHeader,
  type MerchantKeyPair,
} from './index';

let keys: MerchantKeyPair;
beforeAll(async () => {
  keys = await generateMerchantKeyPair({ modulusLength: 1024 });
});

const json = JSON.stringify({
  username: 'player01',
  password: 'secret1',
  deviceId: 'x'.repeat(36),
  note: '中文 ✓',
});

describe('the platform scheme (DES-ECB body, raw-RSA header)', () => {
  it('round-trips through the platform-side decryption', async () => {
    const sealed = await cipherFor('platform-des-rsa').encrypt(json, keys.publicKey);
    expect(sealed.body.value).not.toContain('player01');
    expect(
      await decryptRequestBody(
        { value: sealed.body.value, encryptionHeader: sealed.encryptionHeader },
        keys.privateKey,
      ),
    ).toBe(json);
  });

  it('encrypts the body under the first 8 characters of the key, DES-ECB PKCS7 base64 (checked with the whole crypto-js)', async () => {
    const key = 'AbCdEfGh12345678';
    const sealed = await encryptPlatform(json, keys.publicKey, key);
    const expected = CryptoJS.DES.encrypt(json, CryptoJS.enc.Utf8.parse('AbCdEfGh'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(sealed.body.value).toBe(expected);
  });

  it('sends the reversed key under raw RSA as hex as long as the modulus', async () => {
    const key = 'AbCdEfGh12345678';
    const sealed = await encryptPlatform(json, keys.publicKey, key);
    expect(sealed.encryptionHeader).toMatch(/^[0-9a-f]+$/);
    expect(sealed.encryptionHeader).toHaveLength(keys.publicKey.modulus.replace(/^0+/, '').length);
    expect(
      rawRsaDecrypt(
        sealed.encryptionHeader,
        keys.privateKey.modulus,
        keys.privateKey.privateExponent,
      ),
    ).toBe('87654321hGfEdCbA');
    // Raw RSA is deterministic: the same key gives the same header.
    expect((await encryptPlatform(json, keys.publicKey, key)).encryptionHeader).toBe(
      sealed.encryptionHeader,
    );
  });

  it('uses a fresh random 16-character key for every request', async () => {
    const a = await cipherFor('platform-des-rsa').encrypt(json, keys.publicKey);
    const b = await cipherFor('platform-des-rsa').encrypt(json, keys.publicKey);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
    const key = rawRsaDecrypt(
      a.encryptionHeader,
      keys.privateKey.modulus,
      keys.privateKey.privateExponent,
    );
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('uses exponent 10001 and computes textbook RSA', () => {
    expect(keys.publicKey.exponent).toBe('10001');
    // 3^65537 mod 187 (n = 11 * 17); d = 65537^-1 mod 160 = 33.
    const c = rawRsaEncrypt('\u0003', 'bb', '10001');
    expect(BigInt(`0x${c}`)).toBe(3n ** 65537n % 187n);
    expect(rawRsaDecrypt(c, 'bb', '21')).toBe('\u0003');
  });
});

describe('the stronger scheme (AES-GCM, RSA-OAEP-wrapped key)', () => {
  it('round-trips through the platform-side decryption and marks its header', async () => {
    const sealed = await cipherFor('aes-gcm-rsa-oaep').encrypt(json, keys.publicKey);
    expect(sealed.encryptionHeader.startsWith(AES_GCM_HEADER_PREFIX)).toBe(true);
    expect(schemeOfHeader(sealed.encryptionHeader)).toBe('aes-gcm-rsa-oaep');
    expect(
      await decryptRequestBody(
        { value: sealed.body.value, encryptionHeader: sealed.encryptionHeader },
        keys.privateKey,
      ),
    ).toBe(json);
  });

  it('rejects a tampered body (authenticated encryption)', async () => {
    const sealed = await cipherFor('aes-gcm-rsa-oaep').encrypt(json, keys.publicKey);
    const bytes = atob(sealed.body.value).split('');
    bytes[20] = String.fromCharCode((bytes[20]?.charCodeAt(0) ?? 0) ^ 1);
    await expect(
      decryptRequestBody(
        { value: btoa(bytes.join('')), encryptionHeader: sealed.encryptionHeader },
        keys.privateKey,
      ),
    ).rejects.toThrow();
  });

  it('works with a key pair rebuilt from a stored JWK', async () => {
    const again = privateKeyFromJwk(keys.privateKey.jwk);
    expect(again.publicKey).toEqual(keys.publicKey);
    const sealed = await cipherFor('aes-gcm-rsa-oaep').encrypt(json, again.publicKey);
    expect(
      await decryptRequestBody(
        { value: sealed.body.value, encryptionHeader: sealed.encryptionHeader },
        again.privateKey,
      ),
    ).toBe(json);
  });
});

describe('customer-service paths', () => {
  it('keeps a path that begins with http', () => {
    expect(decryptCustomerServicePath('https://chat.example/room?a=1')).toBe(
      'https://chat.example/room?a=1',
    );
  });

  it('decrypts the rest with the last 8 characters as the DES key', () => {
    const link = 'https://cs.example.com/chat?id=42&lang=zh';
    const ciphertext = CryptoJS.DES.encrypt(link, CryptoJS.enc.Utf8.parse('k3Y9pQ2z'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(decryptCustomerServicePath(`${ciphertext}k3Y9pQ2z`)).toBe(link);
    expect(encryptCustomerServicePath(link, 'k3Y9pQ2z')).toBe(`${ciphertext}k3Y9pQ2z`);
    expect(decryptCustomerServicePath(encryptCustomerServicePath(link))).toBe(link);
  });

  it('refuses a path too short to hold a key', () => {
    expect(() => decryptCustomerServicePath('abc')).toThrow();
  });
});
