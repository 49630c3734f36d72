import { vars } from '@site/theme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../styles/visually-hidden';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
  describedBy,
} from '../text-field/field-parts';

const Select = styled.select<{ $invalid: boolean; $size: 'sm' | 'md' }>`
  box-sizing: border-box;
  padding: ${(p) => (p.$size === 'sm' ? vars.space.xs : vars.space.sm)} ${vars.space.sm};
  border: 1px solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${(p) => (p.$invalid ? vars.color.danger : vars.color.borderStrong)};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.color.focus};
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textMuted};
  }
`;

const HiddenLabel = styled(FieldLabel)`
  ${visuallyHidden}
`;

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: ReactNode;
  /** Keeps the label for screen readers only (a header's language switcher, say). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A message shown under the field; marks the select invalid. */
  error?: ReactNode;
  /** `sm` for dense places such as the header. */
  size?: 'sm' | 'md';
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  wrapperClassName?: string;
  /** The `<option>` elements. */
  children: ReactNode;
}

/**
 * A labelled native `<select>` in the field style of TextField: keyboard and screen-reader support
 * come with the platform control; hint and error are linked with `aria-describedby`.
 */
export function SelectField({
  label,
  hideLabel = false,
  hint,
  error,
  size = 'md',
  onValueChange,
  onChange,
  wrapperClassName,
  id,
  required,
  children,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const LabelComponent = hideLabel ? HiddenLabel : FieldLabel;
  return (
    <FieldRoot className={wrapperClassName}>
      <LabelComponent htmlFor={selectId}>
        {label}
        {required ? <RequiredMark>*</RequiredMark> : null}
      </LabelComponent>
      <Select
        {...selectProps}
        id={selectId}
        required={required}
        $invalid={hasError}
        $size={size}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(ariaDescribedBy, hint ? hintId : null, hasError && errorId)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.currentTarget.value);
        }}
      >
        {children}
      </Select>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} aria-live="polite">
        {hasError ? error : null}
      </FieldError>
    </FieldRoot>
  );
}
