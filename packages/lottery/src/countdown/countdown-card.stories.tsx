import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import type { OpenedIssue } from '../lottery-api';
import { storyIssue } from '../test/story-data';
import { CountdownCard, CountdownCardSkeleton } from './countdown-card';

registerStoryNamespaces(lotteryNamespace);

interface Args {
  issue: OpenedIssue;
}

/** A countdown card on the shared clock; the time is anchored when the story renders. */
const meta = {
  title: 'Lottery/Countdown card',
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/lottery' } },
  args: { issue: storyIssue() },
  render: ({ issue }: Args) => (
    <div style={{ width: 220 }}>
      <CountdownCard
        issue={issue}
        receivedAt={Date.now()}
        refetchKey="story"
        refetch={() => undefined}
        onBet={() => undefined}
      />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const UnderTwoSeconds: Story = {
  args: { issue: storyIssue({ remainTime: 1, lockTime: 1 }) },
};
export const OverThousandHours: Story = {
  args: { issue: storyIssue({ remainTime: 1000 * 3600 + 60, lockTime: 1000 * 3600 + 60 }) },
};
export const Locked: Story = { args: { issue: storyIssue({ remainTime: 45, lockTime: 0 }) } };
export const LiveVideo: Story = {
  args: {
    issue: storyIssue({ gameCode: 'BJPK10', remark: 'Beijing Racing', liveVideoSwitch: true }),
  },
};
/** What a card shows while the issues load: the card's size, grey lines for text. */
export const Placeholder: Story = {
  render: () => (
    <div style={{ width: 220 }}>
      <CountdownCardSkeleton />
    </div>
  ),
};
