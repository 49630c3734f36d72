import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { STORY_GAMES } from '../test/story-data';
import { GameTile, useGameTileLabels, type GameTileProps } from './game-tile';

registerStoryNamespaces(gamesNamespace);

const [panda, long, tiger] = STORY_GAMES;

/** The tile at a grid cell's width, with the labels a grid translates for its tiles. */
function Framed(props: Omit<GameTileProps, 'labels'> & { labels?: GameTileProps['labels'] }) {
  const labels = useGameTileLabels();
  return (
    <div style={{ width: 220 }}>
      <GameTile {...props} labels={props.labels ?? labels} />
    </div>
  );
}

const meta = {
  title: 'Games/Game tile',
  component: Framed,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
  args: {
    game: panda ?? {},
    favourite: false,
    onPlay: () => undefined,
    onFavourite: () => undefined,
    onTrial: () => undefined,
  },
  render: (args) => <Framed {...args} />,
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFreeTrial: Story = {};
export const Favourite: Story = { args: { favourite: true } };
export const LongNameAndMissingImage: Story = { args: { game: long ?? {} } };
export const VendorUnderMaintenance: Story = { args: { game: tiger ?? {}, maintenance: true } };
