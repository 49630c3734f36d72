import { vars } from '@site/theme';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The decorative spinning ring inside Loader and a loading Button. It sizes with the text
 * (`1em` by default) and draws in `currentColor`; it is always hidden from assistive tech, so
 * whoever shows it must also say "loading" in words (Loader and Button do).
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $scale?: number }>`
  display: inline-block;
  flex: none;
  box-sizing: border-box;
  width: ${(p) => p.$scale ?? 1}em;
  height: ${(p) => p.$scale ?? 1}em;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.pill};
  animation: ${spin} calc(${vars.motion.normal} * 4) linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: calc(${vars.motion.normal} * 12);
  }
`;
