import { base64UrlToBytes, bytesToHex } from './encoding';
import type { RsaPrivateKey, RsaPublicKey } from './types';

export interface MerchantKeyPair {
  /** What `GET /wps/session/key/rsa` answers. */
  publicKey: RsaPublicKey;
  /** What the platform keeps to decrypt both schemes. */
  privateKey: RsaPrivateKey;
}

/**
 * Generates a merchant key pair usable by both schemes (the sandbox does this at start-up).
 * One RSA key: raw RSA for the platform scheme, OAEP (SHA-256) for the stronger one.
 */
export async function generateMerchantKeyPair(
  options: { modulusLength?: 1024 | 2048 | 3072 } = {},
): Promise<MerchantKeyPair> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: options.modulusLength ?? 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return privateKeyFromJwk(jwk);
}

/** Rebuilds a key pair from a stored private JWK (so the sandbox can persist its key). */
export function privateKeyFromJwk(jwk: JsonWebKey): MerchantKeyPair {
  if (!jwk.n || !jwk.d || !jwk.e) throw new Error('Not an RSA private JWK');
  const modulus = bytesToHex(base64UrlToBytes(jwk.n));
  const exponent = bytesToHex(base64UrlToBytes(jwk.e)).replace(/^0+/, '');
  return {
    publicKey: { modulus, exponent },
    privateKey: { modulus, privateExponent: bytesToHex(base64UrlToBytes(jwk.d)), jwk },
  };
}
