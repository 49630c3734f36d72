import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { fn } from 'storybook/test';
import { Modal } from './modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, onClose: fn(), 'aria-label': 'Promotion' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare modal: scrim, panel, focus trap and Escape, with whatever content you put in. */
export const Bare: Story = {
  args: {
    children: (
      <div style={{ padding: vars.space.xl }}>
        A bare modal for custom layouts such as the promotional pop-up.
      </div>
    ),
  },
};

export const NoBackdropClose: Story = {
  args: {
    closeOnBackdropClick: false,
    children: <div style={{ padding: vars.space.xl }}>Clicking outside does nothing.</div>,
  },
};
