import { vars } from '@site/theme';
import { describe, expect, it } from 'vitest';
import { luminance, qrColours } from './qr-rules';

describe('QR colours', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['red', null],
  ])('luminance of %s', (hex, value) => {
    expect(luminance(hex)).toBe(value);
  });

  it.each([
    ['a light skin', { text: '#1b2330', surface: '#ffffff' }, vars.color.text, vars.color.surface],
    [
      'a dark skin',
      { text: '#f3e6c4', surface: '#17130d' },
      vars.color.textInverse,
      vars.color.text,
    ],
    [
      'unreadable tokens',
      { text: 'var(--x)', surface: '#000000' },
      vars.color.text,
      vars.color.surface,
    ],
  ])('%s gets dark modules on a light ground', (_name, color, foreground, background) => {
    expect(qrColours(color)).toEqual({ foreground, background });
  });
});
