import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAuthShell } from '../test/story-harness';
import { RegisterForm } from './register-form';

/** Registration: the agreement, both tabs, the server's rules and the captcha (in-browser sandbox). */
const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { variant: 'page', next: null },
  parameters: { flags: { USERNAMEREG3: true, MOBILENUMREG3: true, GEETEST3: false } },
  decorators: [withAuthShell],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agreement: Story = {};

export const Form: Story = { args: { agreed: true } };

export const MobileOnly: Story = {
  args: { agreed: true },
  parameters: { flags: { USERNAMEREG3: false, MOBILENUMREG3: true } },
};

export const Slider: Story = {
  args: { agreed: true },
  parameters: { flags: { GEETEST3: true }, authShell: { merchant: 'aurum' } },
};

export const Errors: Story = {
  args: { agreed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = (await canvas.findAllByRole('button')).find(
      (button) => button.getAttribute('type') === 'submit',
    );
    if (submit) await userEvent.click(submit);
    // Rule failures belong to the fields: the first one is marked invalid with its message.
    await waitFor(() =>
      expect(canvasElement.querySelector('input[aria-invalid="true"]')).not.toBeNull(),
    );
    const invalid = canvasElement.querySelector('input[aria-invalid="true"]');
    await expect(invalid).toHaveAccessibleDescription(/\S/);
  },
};
