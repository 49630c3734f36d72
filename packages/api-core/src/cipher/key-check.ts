import type { RsaPublicKey } from './types';

/** The smallest modulus accepted (bits), as the platform serves its keys. */
export const MIN_RSA_MODULUS_BITS = 1024;
/** The only public exponent accepted: 65537 (`10001` in hex). */
export const RSA_PUBLIC_EXPONENT = 65537n;

/** A merchant public key that must not be used: the encrypted call fails with this error. */
export class InvalidRsaKeyError extends Error {
  constructor(reason: string) {
    super(`The merchant's RSA public key was refused: ${reason}`);
    this.name = 'InvalidRsaKeyError';
  }
}

/**
 * Checks the key of `GET /wps/session/key/rsa` before anything is encrypted under it: hex modulus
 * of at least 1024 bits (and odd), exponent exactly 65537. A key with `e = 1` would send the
 * payload key in clear, a short modulus can be factored (ADR 0167). Throws `InvalidRsaKeyError`.
 */
export function assertUsableRsaKey(key: unknown): asserts key is RsaPublicKey {
  if (typeof key !== 'object' || key === null) throw new InvalidRsaKeyError('no key');
  const { modulus, exponent } = key as Partial<RsaPublicKey>;
  if (typeof modulus !== 'string' || !/^[0-9a-fA-F]+$/.test(modulus))
    throw new InvalidRsaKeyError('the modulus is not hex');
  if (typeof exponent !== 'string' || !/^[0-9a-fA-F]+$/.test(exponent))
    throw new InvalidRsaKeyError('the exponent is not hex');
  const n = BigInt(`0x${modulus}`);
  const bits = n === 0n ? 0 : n.toString(2).length;
  if (bits < MIN_RSA_MODULUS_BITS)
    throw new InvalidRsaKeyError(
      `the modulus has ${bits} bits, at least ${MIN_RSA_MODULUS_BITS} are required`,
    );
  if (n % 2n === 0n) throw new InvalidRsaKeyError('the modulus is even');
  const e = BigInt(`0x${exponent}`);
  if (e !== RSA_PUBLIC_EXPONENT)
    throw new InvalidRsaKeyError(`the public exponent is ${e.toString()}, only 65537 is accepted`);
}
