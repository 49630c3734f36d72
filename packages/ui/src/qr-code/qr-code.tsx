import { vars } from '@site/theme';
import qrcode from 'qrcode-generator';
import { useMemo, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** One SVG path for every dark module, plus the module count (quiet zone excluded). */
export function qrPath(
  value: string,
  errorCorrection: QrErrorCorrection = 'M',
): {
  path: string;
  modules: number;
} {
  const code = qrcode(0, errorCorrection);
  // The generator maps each character to one byte (charCode & 0xff); feed it UTF-8 bytes so
  // non-ASCII text (Chinese, Thai, Vietnamese) survives, without patching the shared module.
  const utf8 = new TextEncoder().encode(value);
  code.addData(String.fromCharCode(...utf8), 'Byte');
  code.make();
  const modules = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), modules };
}

const Svg = styled.svg<{ $foreground: string; $background: string }>`
  display: block;
  flex: none;
  background: ${(p) => p.$background};
  color: ${(p) => p.$foreground};
`;

export interface QrCodeProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'width' | 'height' | 'viewBox' | 'role'
> {
  /** The text or URL to encode. */
  value: string;
  /** Width and height in CSS pixels (the download page uses 200 and 130). */
  size: number;
  /** The accessible name, e.g. "Android app download QR code". */
  label: string;
  /** Error-correction level (default M, about 15% recoverable). */
  errorCorrection?: QrErrorCorrection;
  /** Quiet zone around the code in modules (default 4, as the QR standard asks). */
  margin?: number;
  /**
   * Colour of the dark modules, a theme reference such as `vars.color.text` (the default).
   * Scanners want dark modules on a light ground: on a dark skin pass
   * `foreground={vars.color.textInverse}` and `background={vars.color.text}`.
   */
  foreground?: string;
  /** Colour of the light modules and quiet zone; defaults to `vars.color.surface`. */
  background?: string;
}

/**
 * A QR code drawn as one crisp SVG path at an exact pixel size, dark modules in the theme's
 * text colour on its surface colour unless told otherwise. Import it from `@site/ui/qr-code` so the generator is
 * bundled only where a QR code is shown.
 */
export function QrCode({
  value,
  size,
  label,
  errorCorrection = 'M',
  margin = 4,
  foreground = vars.color.text,
  background = vars.color.surface,
  ...props
}: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value, errorCorrection), [value, errorCorrection]);
  const extent = modules + margin * 2;
  return (
    <Svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-margin} ${-margin} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      $foreground={foreground}
      $background={background}
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      <path d={path} fill="currentColor" />
    </Svg>
  );
}
