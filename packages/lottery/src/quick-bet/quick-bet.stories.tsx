import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import { QuickBetView } from './quick-bet';

registerStoryNamespaces(lotteryNamespace);

const GAMES = [
  { gameCode: 'CQSSC', name: 'Chongqing Time' },
  { gameCode: 'TXFFC', name: 'One-minute Lottery' },
  { gameCode: 'SD11X5', name: 'Shandong 11x5' },
  { gameCode: 'GD11X5', name: 'Guangdong 11x5' },
  { gameCode: 'CASSC', name: 'Canada Time' },
];

/** The quick-bet widget, with each validation state. */
const meta = {
  title: 'Lottery/Quick bet',
  component: QuickBetView,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', account: 'player01', path: '/lottery' } },
  args: { games: GAMES },
  render: (args) => (
    <div style={{ width: 300 }}>
      <QuickBetView {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickBetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { withIssue: false, initial: { typed: '', showErrors: true } },
};
export const SscFourDigits: Story = {
  args: { withIssue: false, initial: { gameCode: 'CQSSC', typed: '1234', showErrors: true } },
};
export const SscOutOfRange: Story = {
  args: { withIssue: false, initial: { gameCode: 'CQSSC', typed: '1 2 3 4 12', showErrors: true } },
};
export const ElevenRepeated: Story = {
  args: {
    withIssue: false,
    initial: { gameCode: 'GD11X5', typed: '01 01 03 04 05', showErrors: true },
  },
};
export const ElevenOutOfRange: Story = {
  args: {
    withIssue: false,
    initial: { gameCode: 'GD11X5', typed: '01 02 03 04 12', showErrors: true },
  },
};
export const ElevenFourNumbers: Story = {
  args: {
    withIssue: false,
    initial: { gameCode: 'SD11X5', typed: '01 02 03 04', showErrors: true },
  },
};
export const HeShengTooMany: Story = {
  args: {
    withIssue: false,
    initial: { gameCode: 'CQSSC', mode: 'hesheng', typed: '1 2 3 4 5 6 7', showErrors: true },
  },
};
export const Valid: Story = {
  args: {
    withIssue: false,
    initial: { gameCode: 'GD11X5', typed: '01 02 03 10 11', showErrors: true },
  },
};
export const NoGames: Story = { args: { games: [] } };
