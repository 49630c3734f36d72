import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and the keyboard and reports the checked state', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderUi(
      <Checkbox label="I accept the agreement" defaultChecked onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the agreement' });
    expect(box).toBeChecked();
    await user.click(screen.getByText('I accept the agreement'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('announces an error through aria-invalid and its description', () => {
    renderUi(<Checkbox label="Agreement" hint="Required to register" error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'Agreement' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required to register Please accept');
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderUi(
      <Checkbox label="Remember me" disabled onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
