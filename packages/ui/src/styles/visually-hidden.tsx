import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree (the usual clip pattern). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, e.g. a label next to an icon. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
