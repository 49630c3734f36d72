/**
 * What the HTTP client loads (on demand) to seal an encrypted body: the two schemes and nothing
 * else. DES (crypto-js) is a further chunk only the platform scheme loads (ADR 0167).
 */
import { aesGcmCipher } from './aes-gcm-scheme';
import { platformCipher } from './platform-scheme';
import type { CipherScheme, PayloadCipher } from './types';

/** The cipher for a merchant's chosen scheme (the theme's `behaviour.payloadCipher`). */
export function cipherFor(scheme: CipherScheme): PayloadCipher {
  return scheme === 'aes-gcm-rsa-oaep' ? aesGcmCipher : platformCipher;
}
