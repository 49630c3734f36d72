import { vars } from '@site/theme';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { CheckIcon, ErrorIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { visuallyHidden } from '../styles/visually-hidden';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
  describedBy,
} from './field-parts';

type Mark = 'right' | 'error' | 'none';

const Box = styled.div<{ $mark: Mark; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  padding: 0 ${vars.space.sm} 0 ${vars.space.md};
  border: 1px solid
    ${(p) =>
      p.$mark === 'error'
        ? vars.color.danger
        : p.$mark === 'right'
          ? vars.color.success
          : vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$disabled ? vars.color.surfaceSunken : vars.color.surface)};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:hover {
    border-color: ${(p) => (p.$mark === 'none' ? vars.color.borderStrong : undefined)};
  }
  &:focus-within {
    border-color: ${vars.color.focus};
    box-shadow: ${vars.shadow.focus};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${vars.space.sm} 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textMuted};
  }
`;

const MarkSlot = styled.span<{ $mark: Exclude<Mark, 'none'> }>`
  display: inline-flex;
  flex: none;
  font-size: ${vars.font.sizeLg};
  color: ${(p) => (p.$mark === 'error' ? vars.color.danger : vars.color.success)};
`;

const HiddenLabel = styled(FieldLabel)`
  ${visuallyHidden}
`;

/** What `validate` returns: an error message, or nothing when the value is right. */
export type FieldValidationResult = ReactNode | null | undefined;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** The visible label (always the accessible name of the input). */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Help under the field, e.g. the accepted range; linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message; when set the field is invalid, shows the error mark and the message. */
  error?: ReactNode;
  /** Show the right mark (a check) when there is no error; overrides the `validate` result. */
  valid?: boolean;
  /**
   * Checks the value on blur (and on every change after the first blur) and marks the field
   * right or error. Return an error message, or nothing when the value is right. A given
   * `error` prop wins over the message returned here.
   */
  validate?: (value: string) => FieldValidationResult;
  /** Remove leading and trailing whitespace on blur, or on every change. */
  trim?: 'blur' | 'change';
  /** Called with the new value on every change (after trimming). */
  onValueChange?: (value: string) => void;
  /** Content at the end of the input box, e.g. a show-password toggle or a "get code" button. */
  endSlot?: ReactNode;
  /** Class name of the outer wrapper (the `className` prop goes to the input). */
  wrapperClassName?: string;
}

const isMessage = (value: ReactNode): boolean =>
  value !== null && value !== undefined && value !== false && value !== '';

/** Sets an input's value the way a user would, so React's onChange sees it. */
function setValueAsUser(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled text input with hint, error message and right/error marks. The input receives the
 * `ref`, every native input prop, `aria-invalid` and an `aria-describedby` that lists the hint
 * and the error message.
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  valid,
  validate,
  trim,
  onValueChange,
  endSlot,
  wrapperClassName,
  id,
  ref,
  required,
  disabled,
  onBlur,
  onChange,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const t = useUiTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const [checked, setChecked] = useState<{ message: FieldValidationResult } | null>(null);

  const runValidation = (value: string) => {
    if (validate) setChecked({ message: validate(value) });
  };

  const shownError: ReactNode = isMessage(error) ? error : checked?.message;
  const hasError = isMessage(shownError);
  const isRight = !hasError && (valid ?? (checked !== null && !checked.message));
  const mark: Mark = hasError ? 'error' : isRight ? 'right' : 'none';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (trim === 'change') {
      const trimmed = event.target.value.trim();
      if (trimmed !== event.target.value) event.target.value = trimmed;
    }
    onChange?.(event);
    onValueChange?.(event.target.value);
    if (checked !== null) runValidation(event.target.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (trim && input.value !== input.value.trim()) setValueAsUser(input, input.value.trim());
    runValidation(input.value);
    onBlur?.(event);
  };

  const LabelComponent = hideLabel ? HiddenLabel : FieldLabel;

  return (
    <FieldRoot className={wrapperClassName}>
      <LabelComponent htmlFor={inputId}>
        {label}
        {required ? <RequiredMark>*</RequiredMark> : null}
      </LabelComponent>
      <Box $mark={mark} $disabled={Boolean(disabled)}>
        <Input
          {...inputProps}
          id={inputId}
          ref={ref}
          required={required}
          disabled={disabled}
          aria-invalid={ariaInvalid ?? (hasError || undefined)}
          aria-describedby={describedBy(ariaDescribedBy, hint ? hintId : null, hasError && errorId)}
          onChange={handleChange}
          onBlur={handleBlur}
        />
        {mark === 'error' ? (
          <MarkSlot $mark="error" role="img" aria-label={t('field_invalid')}>
            <ErrorIcon />
          </MarkSlot>
        ) : null}
        {mark === 'right' ? (
          <MarkSlot $mark="right" role="img" aria-label={t('field_valid')}>
            <CheckIcon />
          </MarkSlot>
        ) : null}
        {endSlot}
      </Box>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} aria-live="polite">
        {hasError ? shownError : null}
      </FieldError>
    </FieldRoot>
  );
}
