import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import { STORY_MENU } from '../test/story-data';
import { LotteryMenu } from './lottery-menu';

registerStoryNamespaces(lotteryNamespace);

/** The lottery menu: a group of 7 folds to 4 with an expand control; groups 9-11 merge into Thai. */
const meta = {
  title: 'Lottery/Menu',
  component: LotteryMenu,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/lottery' } },
  args: { groups: STORY_MENU, current: 'SSC0' },
  render: (args) => (
    <div style={{ width: 260 }}>
      <LotteryMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof LotteryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {};
export const WithRecent: Story = { args: { recent: [{ ...STORY_MENU[1]!, labelName: 'Recent' }] } };
export const Empty: Story = { args: { groups: [] } };
export const Loading: Story = { args: { groups: [], status: 'loading' } };
export const Failed: Story = { args: { groups: [], status: 'failed', onRetry: () => undefined } };
