import { desDecrypt, desEncrypt } from './des';
import { randomKey } from './encoding';

/**
 * Customer-service entry paths (account-access.md section 3): a path that begins with `http` is
 * plain; otherwise the last 8 characters are the key and the rest the DES-ECB PKCS7 base64 link.
 */
export function decryptCustomerServicePath(path: string): string {
  if (path.startsWith('http')) return path;
  if (path.length <= 8) throw new Error('Customer-service path too short to hold a key');
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}

/** The platform side (sandbox): encrypts a link into the customer-service path form. */
export function encryptCustomerServicePath(link: string, key = randomKey(8)): string {
  if (key.length !== 8) throw new Error('The key must be 8 characters');
  return desEncrypt(link, key) + key;
}
