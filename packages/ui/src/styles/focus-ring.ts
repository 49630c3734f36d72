import { vars } from '@site/theme';
import { css } from 'styled-components';

/**
 * The one keyboard focus indicator every interactive primitive shares: an outline in the
 * theme's focus colour plus its focus shadow, shown only for keyboard focus (`:focus-visible`).
 * Interpolate it inside a styled block: styled.button`${focusRing}`.
 */
export const focusRing = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${vars.space.xxs} solid ${vars.color.focus};
    outline-offset: ${vars.space.xxs};
    box-shadow: ${vars.shadow.focus};
  }
`;
