type Bytes = Uint8Array<ArrayBuffer>;

const systemRandom = (bytes: Bytes): Bytes => crypto.getRandomValues(bytes);

/**
 * A fresh request id for a money-moving call (ADR 0130): 128 random bits as hex in UUID layout.
 * `crypto.getRandomValues` works on plain-http merchant domains too, unlike `randomUUID`.
 */
export function createRequestId(random: (bytes: Bytes) => Bytes = systemRandom): string {
  const hex = Array.from(random(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
