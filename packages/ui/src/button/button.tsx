import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../loader/spinner';
import { buttonBase, type ButtonSize, type ButtonVariant } from './button-styles';

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  ${buttonBase}
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* opacity, not visibility: the label must stay the button's accessible name while loading */
  opacity: ${(p) => (p.$hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label and ignores clicks, but keeps focus (`aria-busy`). */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label. */
  startIcon?: ReactNode;
  /** Decorative icon after the label. */
  endIcon?: ReactNode;
}

/**
 * The site's button. Defaults to `type="button"` so it never submits a form by accident; pass
 * `type="submit"` for a form's main action. While `loading` it stays focusable (focus is not
 * thrown to the page) but reports `aria-busy` and `aria-disabled` and swallows clicks.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...props}
      aria-busy={loading || undefined}
      aria-disabled={loading ? true : ariaDisabled}
      onClick={handleClick}
    >
      <Label $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </Label>
      {loading ? (
        <SpinnerSlot>
          <Spinner />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  );
}

export type { ButtonSize, ButtonVariant };
