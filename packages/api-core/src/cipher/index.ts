/**
 * @site/api-core/cipher: payload encryption for encrypted POST and PUT bodies, in the browser and
 * in Node. Client side: the two schemes behind `PayloadCipher`. Platform side (the sandbox):
 * key-pair generation and decryption of both schemes. Wire formats: docs/decisions/0011.
 */
import { decryptAesGcm } from './aes-gcm-scheme';
import { decryptPlatform } from './platform-scheme';
import { AES_GCM_HEADER_PREFIX, type CipherScheme, type RsaPrivateKey } from './types';

export { aesGcmCipher, decryptAesGcm, encryptAesGcm, importOaepPublicKey } from './aes-gcm-scheme';
export { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service';
/** DES through crypto-js, loaded on demand: only the platform scheme and customer-service paths use it. */
export const loadDes = () => import('./des');
export {
  assertUsableRsaKey,
  InvalidRsaKeyError,
  MIN_RSA_MODULUS_BITS,
  RSA_PUBLIC_EXPONENT,
} from './key-check';
export { generateMerchantKeyPair, privateKeyFromJwk, type MerchantKeyPair } from './keys';
export {
  PLATFORM_KEY_LENGTH,
  decryptPlatform,
  encryptPlatform,
  platformCipher,
} from './platform-scheme';
export { rawRsaDecrypt, rawRsaEncrypt } from './raw-rsa';
export {
  AES_GCM_HEADER_PREFIX,
  type CipherScheme,
  type EncryptedPayload,
  type PayloadCipher,
  type RsaPrivateKey,
  type RsaPublicKey,
} from './types';

export { cipherFor } from './payload-ciphers';

/** Which scheme produced an `Encryption` header. */
export function schemeOfHeader(encryptionHeader: string): CipherScheme {
  return encryptionHeader.startsWith(AES_GCM_HEADER_PREFIX)
    ? 'aes-gcm-rsa-oaep'
    : 'platform-des-rsa';
}

/**
 * The platform side of an encrypted request: the `value` of the body and the `Encryption` header
 * in, the JSON text out, whichever scheme the client used.
 */
export async function decryptRequestBody(
  payload: { value: string; encryptionHeader: string },
  privateKey: RsaPrivateKey,
): Promise<string> {
  return schemeOfHeader(payload.encryptionHeader) === 'aes-gcm-rsa-oaep'
    ? decryptAesGcm(payload, privateKey)
    : decryptPlatform(payload, privateKey);
}
