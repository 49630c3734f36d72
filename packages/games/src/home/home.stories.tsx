import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { GamesHomeSection } from './games-home-section';
import { Jackpot } from './jackpot';
import { WinnerBoard } from './winner-board';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Home sections',
  component: GamesHomeSection,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/' } },
} satisfies Meta<typeof GamesHomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles (first 3 vendors per family), jackpot and ranking. */
export const GamesSection: Story = {};
export const JackpotOnly: Story = { render: () => <Jackpot /> };
export const WinnerBoardWithRowNumbers: Story = { render: () => <WinnerBoard /> };
export const WinnerBoardWithoutRowNumbers: Story = {
  render: () => <WinnerBoard showRowNumbers={false} />,
};
/** A category with no games: the empty message. */
export const WinnerBoardEmpty: Story = { render: () => <WinnerBoard gameCategory="NONE" /> };
