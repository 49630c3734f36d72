import { useAccessGuard } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, guardUrl, Loader } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LotteryRefusal } from '../rules/launch-rules';

/** What the frame area shows. */
export type FrameState =
  | { kind: 'refused'; reason: LotteryRefusal }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; src: string };

const Box = styled.section`
  display: grid;
  min-height: 520px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
`;

const Message = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xl};
  color: ${vars.color.text};
  text-align: center;
`;

const Frame = styled.iframe`
  width: 100%;
  height: 100%;
  min-height: 520px;
  border: 0;
  background: ${vars.color.surface};
`;

/** The frame's sandbox: scripts, forms and the lottery's own origin; popups for its help pages. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
export const FRAME_ALLOW = 'autoplay; fullscreen';

/**
 * The lottery frame area: a refusal (with a sign-in button for visitors), a loader, a failure
 * with a retry, or the iframe whose address went through the URL guard.
 */
export function LotteryFrame({
  state,
  title,
  onRetry,
}: {
  state: FrameState;
  title: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(['lottery', 'errors']);
  const guard = useAccessGuard();
  const src = state.kind === 'ready' ? guardUrl(state.src) : null;
  return (
    <Box aria-label={title} aria-busy={state.kind === 'loading'}>
      {state.kind === 'refused' ? (
        <Message role="status">
          <p>{t(`errors:${state.reason}`)}</p>
          {state.reason === 'in_sorry_in' ? (
            <Button onClick={() => guard.require('signedIn')}>{t('lottery:frame_sign_in')}</Button>
          ) : null}
        </Message>
      ) : state.kind === 'loading' ? (
        <Message>
          <Loader label={t('lottery:frame_loading')} showLabel />
        </Message>
      ) : state.kind === 'failed' || src === null ? (
        <Message role="alert">
          <p>{t('errors:game_maintenance')}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('lottery:frame_retry')}
            </Button>
          ) : null}
        </Message>
      ) : (
        <Frame
          title={title}
          src={src}
          sandbox={FRAME_SANDBOX}
          allow={FRAME_ALLOW}
          referrerPolicy="no-referrer"
          data-testid="lottery-frame"
        />
      )}
    </Box>
  );
}
