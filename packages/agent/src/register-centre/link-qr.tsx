import { vars } from '@site/theme';
import { Loader } from '@site/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { AGENT_LIMITS } from '../constants';

/** The QR generator loads only when a code is first shown (never in the entry chunk). */
const QrCode = lazy(async () => ({ default: (await import('@site/ui/qr-code')).QrCode }));

const Frame = styled.div`
  display: inline-flex;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

/** A link's QR code in the theme's text and surface colours (the QR component's defaults). */
export function LinkQr({ url, label }: { url: string; label: string }) {
  return (
    <Frame>
      <Suspense fallback={<Loader size="sm" label={label} />}>
        <QrCode value={url} size={AGENT_LIMITS.qrSize} label={label} />
      </Suspense>
    </Frame>
  );
}
