/** The merchant's RSA public key as `GET /wps/session/key/rsa` answers it: hex modulus and exponent. */
export interface RsaPublicKey {
  modulus: string;
  /** Hex public exponent; the platform uses `10001` (65537). */
  exponent: string;
}

/** The platform side of the key: hex modulus and hex private exponent, plus the JWK for OAEP. */
export interface RsaPrivateKey {
  modulus: string;
  privateExponent: string;
  jwk: JsonWebKey;
}

/**
 * `platform-des-rsa`: the platform's contract (DES-ECB body, raw-RSA key header).
 * `aes-gcm-rsa-oaep`: the stronger scheme a merchant can select (docs/decisions/0011).
 */
export type CipherScheme = 'platform-des-rsa' | 'aes-gcm-rsa-oaep';

/** What an encrypted POST or PUT sends: body `{ value }` and the `Encryption` header. */
export interface EncryptedPayload {
  body: { value: string };
  encryptionHeader: string;
}

/** The small interface the HTTP client talks to. */
export interface PayloadCipher {
  readonly scheme: CipherScheme;
  encrypt(plaintext: string, publicKey: RsaPublicKey): Promise<EncryptedPayload>;
}

/** The `Encryption` header prefix that marks the stronger scheme (the platform's header is bare hex). */
export const AES_GCM_HEADER_PREFIX = 'aesgcm1.';
