import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gamesNamespace } from '../i18n/games-i18n';
import { GameListDialog } from './game-list-dialog';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Game popup list',
  component: GameListDialog,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/' } },
  args: {
    vendor: { accountTypeName: 'PG', displayName: 'PG Slots', gameType: 'RNG' },
    morePath: '/rng?page=PG',
    onClose: () => undefined,
  },
} satisfies Meta<typeof GameListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slot vendor's games from the sandbox, 10 a page; the second page is another 10. */
export const SlotVendor: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Game list' }, { timeout: 10_000 });
    const list = await within(dialog).findByRole(
      'list',
      { name: 'PG Slots games' },
      { timeout: 10_000 },
    );
    // Tiles are drawn 8 per task (ADR 0077): wait for the whole page.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
  },
};

/** A live vendor's rooms (GLS2_roomList): 12 rooms, 10 on the first page. */
export const LiveVendorRooms: Story = {
  args: {
    vendor: { accountTypeName: 'DG', displayName: 'DG Live', gameType: 'LIVE' },
    morePath: '/live?page=DG',
  },
};

/** Signed in: favourites show on the tiles, and Play launches through the launch module. */
export const SignedIn: Story = {
  parameters: { featureShell: { merchant: 'default', account: 'player01', path: '/' } },
};
