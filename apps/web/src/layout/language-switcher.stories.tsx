import { SUPPORTED_LANGUAGES } from '@site/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';

/** The header's language select; hidden when the merchant offers one language. */
const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { languages: SUPPORTED_LANGUAGES, current: 'CN', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLanguages: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('CN');
  },
};

export const OneLanguage: Story = {
  args: { languages: ['EN'], current: 'EN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
