import { vars } from '@site/theme';
import type { ComponentPropsWithRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { VisuallyHidden } from '../styles/visually-hidden';
import { Spinner } from './spinner';

export type LoaderSize = 'sm' | 'md' | 'lg';

const SCALE: Record<LoaderSize, number> = { sm: 1, md: 1.75, lg: 3 };

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  color: ${vars.color.brand};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

const VisibleLabel = styled.span`
  color: ${vars.color.textMuted};
`;

export interface LoaderProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  size?: LoaderSize;
  /** What is loading; read by screen readers. Defaults to the translated "Loading…". */
  label?: string;
  /** Also print the label next to the spinner (it is always available to screen readers). */
  showLabel?: boolean;
}

/** An inline busy indicator: a spinner announced as a polite status ("Loading…"). */
export function Loader({ size = 'md', label, showLabel = false, ...props }: LoaderProps) {
  const t = useUiTranslation();
  const text = label ?? t('loading');
  return (
    <Root role="status" {...props}>
      <Spinner $scale={SCALE[size]} />
      {showLabel ? <VisibleLabel>{text}</VisibleLabel> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Root>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.layer.loader};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.overlay};
  cursor: progress;
`;

const OverlayCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xl};
  color: ${vars.color.brand};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.lg};
`;

export interface LoadingOverlayProps {
  /** Shows the overlay; when false nothing is rendered. */
  open: boolean;
  /** What is loading; read by screen readers and printed under the spinner. */
  label?: string;
  /** Print the label under the spinner (default true). */
  showLabel?: boolean;
  /** Where to portal the overlay; defaults to `document.body`. */
  container?: Element | null;
}

/**
 * The full-page loader: a scrim over the whole viewport above every other layer (`layer.loader`)
 * that blocks pointer input. The card is a busy, indeterminate progress bar named by the label;
 * a separate polite status (outside the busy subtree) announces the label.
 */
export function LoadingOverlay({ open, label, showLabel = true, container }: LoadingOverlayProps) {
  const t = useUiTranslation();
  if (!open || typeof document === 'undefined') return null;
  const text = label ?? t('loading');
  return createPortal(
    <Overlay>
      <OverlayCard role="progressbar" aria-busy="true" aria-label={text} aria-valuetext={text}>
        <Spinner $scale={SCALE.lg} />
        {showLabel ? <VisibleLabel aria-hidden="true">{text}</VisibleLabel> : null}
      </OverlayCard>
      <VisuallyHidden role="status">{text}</VisuallyHidden>
    </Overlay>,
    container ?? document.body,
  );
}
