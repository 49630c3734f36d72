import { vars } from '@site/theme';

/** Relative luminance of a `#rrggbb` colour (WCAG), or null when it is not one. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const channels = [0, 2, 4].map((i) => {
    const c = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * QR colours that scanners read in every skin: dark modules on a light ground. A light skin uses
 * its text on its surface; a dark skin (text lighter than surface) swaps to inverse text on text.
 */
export function qrColours(color: { text: string; surface: string }): {
  foreground: string;
  background: string;
} {
  const text = luminance(color.text);
  const surface = luminance(color.surface);
  const dark = text !== null && surface !== null && text > surface;
  return dark
    ? { foreground: vars.color.textInverse, background: vars.color.text }
    : { foreground: vars.color.text, background: vars.color.surface };
}
