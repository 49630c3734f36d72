import { vars } from '@site/theme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focus-ring';
import { FieldError, FieldHint, FieldRoot, describedBy } from '../text-field/field-parts';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
`;

const Input = styled.input`
  flex: none;
  width: 1.15em;
  height: 1.15em;
  margin: 0.2em 0 0;
  accent-color: ${vars.color.brand};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    outline: 1px solid ${vars.color.danger};
    outline-offset: 1px;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? vars.color.textMuted : vars.color.text)};
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label next to the box; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** An error message, e.g. "please accept the agreement"; marks the box invalid. */
  error?: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  wrapperClassName?: string;
}

/** A native checkbox in the theme's brand colour, with label, hint and error message. */
export function Checkbox({
  label,
  hint,
  error,
  onCheckedChange,
  onChange,
  id,
  disabled,
  wrapperClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FieldRoot className={wrapperClassName}>
      <Row>
        <Input
          {...props}
          type="checkbox"
          id={inputId}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ariaDescribedBy, hint ? hintId : null, hasError && errorId)}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <Label htmlFor={inputId} $disabled={Boolean(disabled)}>
          {label}
        </Label>
      </Row>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} aria-live="polite">
        {hasError ? error : null}
      </FieldError>
    </FieldRoot>
  );
}
