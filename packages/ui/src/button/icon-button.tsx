import { vars } from '@site/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonBase, type ButtonSize, type ButtonVariant } from './button-styles';

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  padding: ${vars.space.xs};
  aspect-ratio: 1;
  line-height: 1;

  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name, required because the button shows only an icon (e.g. "Close"). */
  label: string;
  /** The icon; it is decorative, the `label` names the button. */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button that shows only an icon; `label` is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      $variant={variant}
      $size={size}
      aria-label={label}
      title={title ?? label}
      {...props}
    >
      {icon}
    </StyledIconButton>
  );
}
