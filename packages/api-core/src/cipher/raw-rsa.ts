import { bytesToHex, hexToBytes } from './encoding';

/** Textbook (unpadded) RSA as the platform uses it, on BigInt. */

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const hexToBigInt = (hex: string) => BigInt(`0x${hex || '0'}`);

/**
 * Encrypts `text` (ASCII) with raw RSA: the message integer is the big-endian reading of its bytes,
 * the answer is `m^e mod n` as lowercase hex, left-padded to the modulus' hex length.
 */
export function rawRsaEncrypt(text: string, modulusHex: string, exponentHex: string): string {
  const modulus = hexToBigInt(modulusHex);
  const message = hexToBigInt(bytesToHex(new TextEncoder().encode(text)));
  if (message >= modulus) throw new Error('Message too long for the RSA modulus');
  const width = modulusHex.replace(/^0+/, '').length;
  return modPow(message, hexToBigInt(exponentHex), modulus).toString(16).padStart(width, '0');
}

/** The platform side: `c^d mod n`, leading zero bytes dropped, read as UTF-8. */
export function rawRsaDecrypt(
  cipherHex: string,
  modulusHex: string,
  privateExponentHex: string,
): string {
  const message = modPow(
    hexToBigInt(cipherHex),
    hexToBigInt(privateExponentHex),
    hexToBigInt(modulusHex),
  );
  const bytes = hexToBytes(message.toString(16));
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start += 1;
  return new TextDecoder().decode(bytes.slice(start));
}
