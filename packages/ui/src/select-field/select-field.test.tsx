import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SelectField } from './select-field';

const options = (
  <>
    <option value="CN">简体中文</option>
    <option value="EN">English</option>
  </>
);

describe('SelectField', () => {
  it('is a select named by its label that reports the chosen value', async () => {
    const onValueChange = vi.fn();
    renderUi(
      <SelectField label="Language" defaultValue="CN" onValueChange={onValueChange}>
        {options}
      </SelectField>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'EN');
    expect(onValueChange).toHaveBeenCalledWith('EN');
  });

  it('keeps a hidden label for screen readers', () => {
    renderUi(
      <SelectField label="Language" hideLabel defaultValue="CN">
        {options}
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('marks an error invalid and links the message and the hint', () => {
    renderUi(
      <SelectField label="Dialing code" hint="Optional" error="1 to 3 digits" defaultValue="CN">
        {options}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Dialing code' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Optional 1 to 3 digits');
  });

  it('is not invalid without an error', () => {
    renderUi(
      <SelectField label="Language" defaultValue="CN">
        {options}
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toHaveAttribute('aria-invalid');
  });
});
