import { randomKey, reverse } from './encoding';
import { assertUsableRsaKey } from './key-check';
import { rawRsaDecrypt, rawRsaEncrypt } from './raw-rsa';
import type { EncryptedPayload, PayloadCipher, RsaPrivateKey, RsaPublicKey } from './types';

/** Length of the random key; the body key is its first 8 characters. */
export const PLATFORM_KEY_LENGTH = 16;

/** crypto-js (DES) is loaded only when the platform scheme is used (ADR 0167). */
const loadDes = () => import('./des');

/**
 * The platform's scheme (docs/decisions/0011):
 * - key: 16 random alphanumeric characters;
 * - body `{ value }`: DES-ECB, PKCS7, under the key's first 8 characters, base64;
 * - `Encryption` header: the reversed key under raw RSA with the merchant's public key, hex.
 * The public key is checked first (`assertUsableRsaKey`).
 */
export async function encryptPlatform(
  plaintext: string,
  publicKey: RsaPublicKey,
  key = randomKey(PLATFORM_KEY_LENGTH),
): Promise<EncryptedPayload> {
  assertUsableRsaKey(publicKey);
  const { desEncrypt } = await loadDes();
  return {
    body: { value: desEncrypt(plaintext, key.slice(0, 8)) },
    encryptionHeader: rawRsaEncrypt(reverse(key), publicKey.modulus, publicKey.exponent),
  };
}

/** The platform side: recovers the key from the header, then the JSON text from the body. */
export async function decryptPlatform(
  payload: { value: string; encryptionHeader: string },
  privateKey: RsaPrivateKey,
): Promise<string> {
  const key = reverse(
    rawRsaDecrypt(payload.encryptionHeader, privateKey.modulus, privateKey.privateExponent),
  );
  if (key.length !== PLATFORM_KEY_LENGTH)
    throw new Error('Encryption header does not hold a 16-character key');
  const { desDecrypt } = await loadDes();
  return desDecrypt(payload.value, key.slice(0, 8));
}

export const platformCipher: PayloadCipher = {
  scheme: 'platform-des-rsa',
  encrypt: (plaintext, publicKey) => encryptPlatform(plaintext, publicKey),
};
