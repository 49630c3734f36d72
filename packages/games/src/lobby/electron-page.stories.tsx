import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { GameGrid } from './game-grid';
import { ElectronPage } from './electron-page';
import { STORY_GAMES } from '../test/story-data';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Slot lobby',
  component: ElectronPage,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
} satisfies Meta<typeof ElectronPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the sandbox's slot lobby. */
export const Visitor: Story = {};
/** player01 on PG, with favourites. */
export const Player: Story = {
  parameters: {
    featureShell: { merchant: 'default', account: 'player01', path: '/electron?page=PG' },
  },
};
/** A visitor's shared link to the favourite tab: the sign-in prompt. */
export const FavouritesAsVisitor: Story = {
  parameters: { featureShell: { merchant: 'default', path: '/electron?page=favGameList' } },
};
/** The grid alone: skeletons while loading. */
export const GridLoading: Story = {
  render: () => (
    <GameGrid games={[]} loading label="Games" isFavourite={() => false} onPlay={() => undefined} />
  ),
};
/** The grid alone with sample games. */
export const Grid: Story = {
  render: () => (
    <GameGrid
      games={STORY_GAMES}
      label="Games"
      isFavourite={() => false}
      onPlay={() => undefined}
      onTrial={() => undefined}
    />
  ),
};
