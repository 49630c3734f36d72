import { useState } from 'react';
import { IconButton } from '../button/icon-button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Start with the password shown in plain text. */
  defaultVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle is a real button after the
 * input, named "Show password" or "Hide password" in the current language.
 */
export function PasswordField({
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const t = useUiTranslation();
  const [visible, setVisible] = useState(defaultVisible);
  const toggle = () => {
    const next = !visible;
    setVisible(next);
    onVisibleChange?.(next);
  };
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endSlot={
        <IconButton
          size="sm"
          label={visible ? t('hide_password') : t('show_password')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={toggle}
          disabled={disabled}
        />
      }
    />
  );
}
