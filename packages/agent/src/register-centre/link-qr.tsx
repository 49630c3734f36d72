import { useSiteTheme, vars } from '@site/theme';
import { Loader } from '@site/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { AGENT_LIMITS } from '../constants';
import { qrColours } from '../rules/qr-rules';

/** The QR generator loads only when a code is first shown (never in the entry chunk). */
const QrCode = lazy(async () => ({ default: (await import('@site/ui/qr-code')).QrCode }));

const Frame = styled.div<{ $background: string }>`
  display: inline-flex;
  align-self: flex-start;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  background: ${(p) => p.$background};
`;

/** A link's QR code: dark modules on a light ground in every skin, so phones read it. */
export function LinkQr({ url, label }: { url: string; label: string }) {
  const colours = qrColours(useSiteTheme().tokens.color);
  return (
    <Frame $background={colours.background}>
      <Suspense fallback={<Loader size="sm" label={label} />}>
        <QrCode
          value={url}
          size={AGENT_LIMITS.qrSize}
          label={label}
          foreground={colours.foreground}
          background={colours.background}
        />
      </Suspense>
    </Frame>
  );
}
