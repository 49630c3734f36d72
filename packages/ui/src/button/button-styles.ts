import { vars } from '@site/theme';
import { css } from 'styled-components';
import { focusRing } from '../styles/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.brand};
    color: ${vars.color.onBrand};
    border-color: ${vars.color.brand};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${vars.color.brandStrong};
      border-color: ${vars.color.brandStrong};
    }
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.brand};
    border-color: ${vars.color.brand};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${vars.color.surfaceSunken};
    }
  `,
  // A ghost button takes the colour of where it sits (page text, or the header's text on a brand
  // header), and its hover tint derives from that colour, so it reads on any background.
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
    border-color: ${vars.color.danger};
    &:hover:not(:disabled):not([aria-busy='true']) {
      filter: brightness(0.92);
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: ${vars.space.xs} ${vars.space.md};
    font-size: ${vars.font.sizeSm};
  `,
  md: css`
    padding: ${vars.space.sm} ${vars.space.lg};
    font-size: ${vars.font.sizeMd};
  `,
  lg: css`
    padding: ${vars.space.md} ${vars.space.xl};
    font-size: ${vars.font.sizeLg};
  `,
};

/** Shared look of Button and IconButton; only `$variant`, `$size` and `$fullWidth` vary. */
export const buttonBase = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  position: relative;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  box-sizing: border-box;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: ${vars.font.family};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing},
    filter ${vars.motion.fast} ${vars.motion.easing};
  ${(p) => variants[p.$variant]}
  ${(p) => sizes[p.$size]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
