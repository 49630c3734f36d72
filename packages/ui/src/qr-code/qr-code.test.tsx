import { vars } from '@site/theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { QrCode, qrPath } from './qr-code';

describe('QrCode', () => {
  it('renders an SVG image at the requested pixel size with an accessible name', () => {
    renderUi(
      <QrCode value="https://example.com/download/android" size={200} label="Android download" />,
    );
    const image = screen.getByRole('img', { name: 'Android download' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
  });

  it('draws at 130 px too, keeping a four-module quiet zone in the view box', () => {
    renderUi(<QrCode value="https://example.com" size={130} label="iOS download" />);
    const image = screen.getByRole('img', { name: 'iOS download' });
    expect(image).toHaveAttribute('width', '130');
    const { modules } = qrPath('https://example.com');
    expect(image).toHaveAttribute('viewBox', `-4 -4 ${modules + 8} ${modules + 8}`);
  });

  it('encodes a real QR symbol: finder patterns in three corners, larger for longer data', () => {
    const small = qrPath('https://example.com');
    expect(small.modules).toBe(25);
    // Finder patterns: the corner modules of the top-left, top-right and bottom-left squares.
    expect(small.path).toContain('M0 0h1v1h-1z');
    expect(small.path).toContain(`M${small.modules - 1} 0h1v1h-1z`);
    expect(small.path).toContain(`M0 ${small.modules - 1}h1v1h-1z`);
    // The module right of the top-left finder is the light separator.
    expect(small.path).not.toContain('M7 0h1v1h-1z');
    expect(qrPath('https://example.com/'.repeat(10)).modules).toBeGreaterThan(small.modules);
  });

  it('encodes non-Latin text as UTF-8 instead of truncating characters to one byte', () => {
    // Truncated to one byte, "中" (U+4E2D) would become "-" (0x2D) and give the same symbol.
    expect(qrPath('中').path).not.toBe(qrPath('-').path);
    expect(qrPath('ทดสอบ').path).not.toBe(qrPath('-').path);
  });

  it('draws in theme colours, which a caller may swap for a dark skin', () => {
    const { rerender } = renderUi(<QrCode value="x" size={130} label="Code" />);
    expect(screen.getByRole('img')).toHaveStyle({
      color: 'var(--site-color-text)',
      background: 'var(--site-color-surface)',
    });
    rerender(
      <QrCode
        value="x"
        size={130}
        label="Code"
        foreground={vars.color.textInverse}
        background={vars.color.text}
      />,
    );
    expect(screen.getByRole('img')).toHaveStyle({ color: 'var(--site-color-text-inverse)' });
    expect(screen.getByRole('img').querySelector('path')).toHaveAttribute('fill', 'currentColor');
  });

  it('redraws when the value changes', () => {
    const { rerender } = renderUi(<QrCode value="first" size={200} label="Code" />);
    const before = screen.getByRole('img').innerHTML;
    rerender(<QrCode value="second" size={200} label="Code" />);
    expect(screen.getByRole('img').innerHTML).not.toBe(before);
  });
});
