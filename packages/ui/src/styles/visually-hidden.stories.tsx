import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon } from '../icons/icons';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing visible: the text is there for screen readers (inspect the DOM). */
export const Default: Story = {};
export const InsideAButton: Story = {
  render: (args) => (
    <button type="button">
      <CloseIcon />
      <VisuallyHidden {...args}>Close</VisuallyHidden>
    </button>
  ),
};
