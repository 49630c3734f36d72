import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { STORY_GAMES } from '../test/story-data';
import { GameTile } from './game-tile';

registerStoryNamespaces(gamesNamespace);

const [panda, long, tiger] = STORY_GAMES;

const meta = {
  title: 'Games/Game tile',
  component: GameTile,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
  args: {
    game: panda ?? {},
    favourite: false,
    onPlay: () => undefined,
    onFavourite: () => undefined,
    onTrial: () => undefined,
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <GameTile {...args} />
    </div>
  ),
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFreeTrial: Story = {};
export const Favourite: Story = { args: { favourite: true } };
export const LongNameAndMissingImage: Story = { args: { game: long ?? {} } };
export const VendorUnderMaintenance: Story = { args: { game: tiger ?? {}, maintenance: true } };
