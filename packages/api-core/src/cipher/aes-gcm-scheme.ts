import { base64ToBytes, bytesToBase64, bytesToBase64Url, hexToBytes } from './encoding';
import { assertUsableRsaKey } from './key-check';
import {
  AES_GCM_HEADER_PREFIX,
  type EncryptedPayload,
  type PayloadCipher,
  type RsaPrivateKey,
  type RsaPublicKey,
} from './types';

const IV_BYTES = 12;
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function stripLeadingZeroBytes(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.slice(start);
}

/** The merchant's public key (hex modulus and exponent) as an RSA-OAEP SHA-256 Web Crypto key. */
export function importOaepPublicKey(publicKey: RsaPublicKey): Promise<CryptoKey> {
  const jwk: JsonWebKey = {
    kty: 'RSA',
    n: bytesToBase64Url(stripLeadingZeroBytes(hexToBytes(publicKey.modulus))),
    e: bytesToBase64Url(stripLeadingZeroBytes(hexToBytes(publicKey.exponent))),
    alg: 'RSA-OAEP-256',
    ext: true,
  };
  return crypto.subtle.importKey('jwk', jwk, OAEP, false, ['encrypt']);
}

/**
 * The stronger scheme (docs/decisions/0011):
 * - a fresh AES-256-GCM key and a 12-byte IV per request;
 * - body `{ value }`: base64 of IV || ciphertext || 16-byte tag;
 * - `Encryption` header: `aesgcm1.` + base64 of the raw AES key wrapped with RSA-OAEP (SHA-256).
 */
export async function encryptAesGcm(
  plaintext: string,
  publicKey: RsaPublicKey,
): Promise<EncryptedPayload> {
  assertUsableRsaKey(publicKey);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      aesKey,
      new TextEncoder().encode(plaintext),
    ),
  );
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt(OAEP, await importOaepPublicKey(publicKey), rawKey),
  );
  const value = new Uint8Array(IV_BYTES + sealed.length);
  value.set(iv, 0);
  value.set(sealed, IV_BYTES);
  return {
    body: { value: bytesToBase64(value) },
    encryptionHeader: AES_GCM_HEADER_PREFIX + bytesToBase64(wrapped),
  };
}

/** The platform side: unwraps the AES key with the private key, then opens the body. */
export async function decryptAesGcm(
  payload: { value: string; encryptionHeader: string },
  privateKey: RsaPrivateKey,
): Promise<string> {
  if (!payload.encryptionHeader.startsWith(AES_GCM_HEADER_PREFIX))
    throw new Error('Not an aes-gcm header');
  const key = await crypto.subtle.importKey(
    'jwk',
    { ...privateKey.jwk, alg: 'RSA-OAEP-256' },
    OAEP,
    false,
    ['decrypt'],
  );
  const wrapped = base64ToBytes(payload.encryptionHeader.slice(AES_GCM_HEADER_PREFIX.length));
  const rawKey = new Uint8Array(await crypto.subtle.decrypt(OAEP, key, wrapped));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const value = base64ToBytes(payload.value);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: value.slice(0, IV_BYTES) },
    aesKey,
    value.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

export const aesGcmCipher: PayloadCipher = {
  scheme: 'aes-gcm-rsa-oaep',
  encrypt: encryptAesGcm,
};
