import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { STORY_GAMES } from '../test/story-data';
import { GameTile, useGameTileLabels } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Game tile skeleton',
  component: GameTileSkeleton,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
  render: () => (
    <div style={{ width: 180 }}>
      <GameTileSkeleton />
    </div>
  ),
} satisfies Meta<typeof GameTileSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

function SideBySide() {
  const labels = useGameTileLabels();
  const [game] = STORY_GAMES;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 180px)', gap: 12 }}>
      <GameTileSkeleton />
      <GameTile
        game={game ?? {}}
        favourite={false}
        labels={labels}
        onPlay={() => undefined}
        onFavourite={() => undefined}
        onTrial={() => undefined}
      />
    </div>
  );
}

/** The skeleton next to a tile: the same height. */
export const NextToATile: Story = { render: () => <SideBySide /> };
