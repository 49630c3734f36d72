/**
 * DES-ECB with PKCS7 padding, base64, through per-module crypto-js imports (about 10 KiB gzip
 * instead of 26 for the whole library). Only loaded when an encrypted call is made.
 */
import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import 'crypto-js/tripledes';

const options = () => ({ mode: ECB, padding: Pkcs7 });

/** Encrypts UTF-8 text under an 8-character key; answers base64. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(
    Utf8.parse(plaintext),
    Utf8.parse(key),
    options(),
  ).ciphertext.toString(Base64);
}

/** Decrypts base64 DES-ECB PKCS7 under an 8-character key; answers UTF-8 text. */
export function desDecrypt(ciphertextBase64: string, key: string): string {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(ciphertextBase64) });
  const text = CryptoJS.DES.decrypt(params, Utf8.parse(key), options()).toString(Utf8);
  if (!text && ciphertextBase64) throw new Error('DES decryption failed');
  return text;
}
