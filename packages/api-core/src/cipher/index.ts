/**
 * @site/api-core/cipher: payload encryption for encrypted POST and PUT bodies, in the browser and
 * in Node. Client side: the two schemes behind `PayloadCipher`. Platform side (the sandbox):
 * key-pair generation and decryption of both schemes. Wire formats: docs/decisions/0011.
 */
import { aesGcmCipher, decryptAesGcm } from './aes-gcm-scheme';
import { decryptPlatform, platformCipher } from './platform-scheme';
import {
  AES_GCM_HEADER_PREFIX,
  type CipherScheme,
  type PayloadCipher,
  type RsaPrivateKey,
} from './types';

export { aesGcmCipher, decryptAesGcm, encryptAesGcm, importOaepPublicKey } from './aes-gcm-scheme';
export { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service';
export { desDecrypt, desEncrypt } from './des';
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

/** The cipher for a merchant's chosen scheme. */
export function cipherFor(scheme: CipherScheme): PayloadCipher {
  return scheme === 'aes-gcm-rsa-oaep' ? aesGcmCipher : platformCipher;
}

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
