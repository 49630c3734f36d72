import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta: Meta<typeof SafeHtml> = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
};
export default meta;

type Story = StoryObj<typeof SafeHtml>;

export const RichContent: Story = {
  args: {
    html: '<h3>Weekly deposit bonus</h3><p>Deposit at least <strong>100</strong> and receive <em>10%</em> back.</p><ul><li>Once per week</li><li>Wagering 5x</li></ul>',
  },
};

export const HostileContentIsCleaned: Story = {
  args: {
    html: '<p>Only this paragraph survives.</p><script>alert(1)</script><img src="x" onerror="alert(1)" alt="">',
  },
};
