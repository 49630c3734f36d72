import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { Loader } from './loader';

const meta = {
  title: 'UI/Loader',
  component: Loader,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithLabel: Story = { args: { showLabel: true } };
export const CustomLabel: Story = { args: { showLabel: true, label: 'Loading games' } };
export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.xl, alignItems: 'center' }}>
      <Loader {...args} size="sm" />
      <Loader {...args} size="md" />
      <Loader {...args} size="lg" />
    </div>
  ),
};
