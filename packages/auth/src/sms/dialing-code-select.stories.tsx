import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { checkDialingCode } from '../rules/login-rules';
import { withAuthShell } from '../test/story-harness';
import { DialingCodeSelect, type DialingCodeSelectProps } from './dialing-code-select';

/** Holds the value and applies the section 5 rule the way the SMS login and registration do. */
function Controlled(props: Omit<DialingCodeSelectProps, 'onValueChange' | 'error'>) {
  const { t } = useTranslation('errors');
  const [value, setValue] = useState(props.value);
  const failure = checkDialingCode(value);
  return (
    <DialingCodeSelect
      {...props}
      value={value}
      onValueChange={setValue}
      {...(failure ? { error: t(failure.messageKey, failure.params) } : {})}
    />
  );
}

/**
 * The dialing-code selector of the SMS login and the mobile registration: countries from the
 * in-browser sandbox's `GET /wps/system/country`, each with its flag and `+code`, the site's code
 * selected first. Switch the language toolbar to see the country names and texts translated.
 */
const meta = {
  title: 'Auth/DialingCodeSelect',
  component: Controlled,
  args: { value: '86', countryCode: 'CN' },
  decorators: [withAuthShell],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteDefault: Story = {
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', {}, { timeout: 10_000 });
    await waitFor(() => expect(select.querySelectorAll('option').length).toBeGreaterThan(2));
    await expect(select).toHaveDisplayValue(/\+86/);
  },
};

export const NoCode: Story = { args: { value: '', countryCode: null } };

/**
 * A site code the rule refuses (four digits): error_country_code_limit until another is chosen.
 * Like every field error it is not an alert: the select is marked invalid and described by it.
 */
export const RuleError: Story = {
  args: { value: '8612', countryCode: 'CN' },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', {}, { timeout: 10_000 });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/\S/);
  },
};
