import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

const usernameRule = (value: string) =>
  /^[a-z0-9]{6,13}$/i.test(value) ? undefined : 'Letters and digits, 6 to 13';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderUi(<TextField label="Username" hint="6 to 13 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('6 to 13 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error message, the error mark and aria-invalid when given an error', () => {
    renderUi(<TextField label="Username" hint="6 to 13" error="Wrong username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 to 13 Wrong username');
    expect(screen.getByRole('img', { name: 'Needs attention' })).toBeInTheDocument();
  });

  it('validates on blur and marks right or error, then re-checks as the user fixes it', async () => {
    const { user } = renderUi(<TextField label="Username" validate={usernameRule} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'abc');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters and digits, 6 to 13');
    expect(screen.getByRole('img', { name: 'Needs attention' })).toBeInTheDocument();

    await user.type(input, 'def');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'Looks good' })).toBeInTheDocument();
    expect(screen.queryByText('Letters and digits, 6 to 13')).not.toBeInTheDocument();
  });

  it('trims the value on blur and tells a controlled parent', async () => {
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      seen.push(value);
      return (
        <TextField
          label="Username"
          trim="blur"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, '  player1  ');
    expect(input).toHaveValue('  player1  ');
    await user.tab();
    expect(input).toHaveValue('player1');
    expect(seen.at(-1)).toBe('player1');
  });

  it('trims on every change when asked, reporting the trimmed value', async () => {
    const onValueChange = vi.fn();
    const { user } = renderUi(
      <TextField label="Phone" trim="change" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, ' 123 ');
    expect(input).toHaveValue('123');
    expect(onValueChange).toHaveBeenLastCalledWith('123');
  });

  it('forwards its ref to the input and keeps a caller aria-describedby', () => {
    const ref = createRef<HTMLInputElement>();
    renderUi(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Email" ref={ref} aria-describedby="extra" hint="We never share it" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('Extra help We never share it');
  });

  it('marks required fields for assistive tech', () => {
    renderUi(<TextField label="Nickname" required />);
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeRequired();
  });
});

describe('PasswordField', () => {
  it('hides the password until the user asks to show it, then hides it again', async () => {
    const onVisibleChange = vi.fn();
    const { user, container } = renderUi(
      <PasswordField label="Password" onVisibleChange={onVisibleChange} />,
    );
    const input = container.querySelector('input');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBe(input);

    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('secret1');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('names the toggle in the current language', () => {
    renderUi(<PasswordField label="密码" />, { lng: 'CN' });
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  });
});
