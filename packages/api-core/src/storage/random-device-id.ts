/**
 * The device id's shape and its last resort (ADR 0191): small and static, so that the id is
 * still made when the chain's chunk (device-id.ts, ADR 0228) cannot be loaded.
 */
const HEX = /^[0-9a-f]{32,}$/i;

/** 32 hex digits as 8-4-4-4-12: 36 characters, the length section 3 gives the device id. */
export function deviceIdFromHex(hex: string): string {
  const digits = hex.toLowerCase();
  if (!HEX.test(digits)) throw new Error('A device id source must answer 32 hex digits');
  const id = [
    digits.slice(0, 8),
    digits.slice(8, 12),
    digits.slice(12, 16),
    digits.slice(16, 20),
    digits.slice(20, 32),
  ].join('-');
  return id;
}

/** A version 4 UUID; `getRandomValues` where `randomUUID` is missing (plain-http pages). */
export function randomDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return deviceIdFromHex(Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
}
