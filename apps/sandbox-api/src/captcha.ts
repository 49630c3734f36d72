import { base64Utf8 } from './svg';

/** 5x7 dot-matrix glyphs for the digits; the captcha draws them as shapes, not as `<text>`. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_LENGTH = 4;

export function randomDigits(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(Math.floor(random() * 10));
  return text;
}

/**
 * Renders `text` (digits) as a noisy SVG: each glyph is a cluster of small squares, shifted and
 * rotated a little, over crossing noise lines. A person reads it; the answer is not in the markup.
 */
export function captchaSvg(text: string, random: () => number): string {
  const width = 120;
  const height = 44;
  const cell = 4;
  const parts: string[] = [];
  const hue = Math.floor(random() * 360);
  parts.push(`<rect width="${width}" height="${height}" fill="hsl(${hue} 30% 94%)"/>`);
  for (let i = 0; i < 5; i += 1) {
    const y1 = Math.floor(random() * height);
    const y2 = Math.floor(random() * height);
    parts.push(
      `<path d="M0 ${y1} Q${Math.floor(random() * width)} ${Math.floor(random() * height)} ${width} ${y2}" stroke="hsl(${(hue + i * 50) % 360} 40% 60%)" stroke-width="1" fill="none"/>`,
    );
  }
  [...text].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const x0 = 10 + index * 27 + Math.floor(random() * 4);
    const y0 = 6 + Math.floor(random() * 6);
    const angle = Math.floor(random() * 24) - 12;
    const cells: string[] = [];
    glyph.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit === '1')
          cells.push(
            `<rect x="${x * cell}" y="${y * cell}" width="${cell - 0.5}" height="${cell - 0.5}"/>`,
          );
      });
    });
    parts.push(
      `<g transform="translate(${x0} ${y0}) rotate(${angle} 10 14)" fill="hsl(${(hue + 180 + index * 30) % 360} 55% 32%)">${cells.join('')}</g>`,
    );
  });
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${Math.floor(random() * width)}" cy="${Math.floor(random() * height)}" r="0.8" fill="hsl(${hue} 30% 40%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function captchaImageBase64(text: string, random: () => number): string {
  return `data:image/svg+xml;base64,${base64Utf8(captchaSvg(text, random))}`;
}
