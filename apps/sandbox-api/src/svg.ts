import { hashString } from './prng';

/**
 * Small SVG images generated from the data they illustrate (game tiles, banners, rewards, logos),
 * so nothing is fetched from outside. Colours are derived from a hash of the item; they are image
 * data, not styling of the site.
 */
export interface TileOptions {
  key: string;
  title: string;
  subtitle?: string;
  width?: number;
  height?: number;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function tileSvg({ key, title, subtitle, width = 240, height = 240 }: TileOptions): string {
  const hue = hashString(key) % 360;
  const hue2 = (hue + 40) % 360;
  const size = Math.round(Math.min(width, height) / 8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 28%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${size / 2}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.22}" r="${size * 1.6}" fill="hsl(${hue2} 80% 70% / 0.25)"/>` +
    `<text x="50%" y="${subtitle ? '46%' : '54%'}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="hsl(0 0% 100%)">${escapeXml(title)}</text>` +
    (subtitle
      ? `<text x="50%" y="64%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size * 0.6)}" fill="hsl(0 0% 100% / 0.8)">${escapeXml(subtitle)}</text>`
      : '') +
    `</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${base64Utf8(svg)}`;
}

export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A 16x16 PNG (the speed test fetches /res/logo.png from each domain). */
export const LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAO0lEQVR4nGM4sUCDgRKMS+I/DkyUAbg0YzWEVM0YhpCjGcUQcjXDDRk1gIoGUByNVElIVEnKVMlMJGEA6DIrg72cHiMAAAAASUVORK5CYII=';

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
