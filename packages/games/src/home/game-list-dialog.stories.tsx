import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import { UI_NAMESPACE } from '@site/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18nInstance } from 'i18next';
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
  // Names come from the toolbar's language (the story runner renders CN): read them from i18n.
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = loaded as { i18n: I18nInstance };
    await i18n.loadNamespaces(['games', UI_NAMESPACE]);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole(
      'dialog',
      { name: i18n.t('popup_list_title', { ns: 'games' }) },
      { timeout: 10_000 },
    );
    const list = await within(dialog).findByRole(
      'list',
      { name: i18n.t('vendor_games', { ns: 'games', name: 'PG Slots' }) },
      { timeout: 10_000 },
    );
    const vendorGames = () =>
      within(dialog).getByRole('list', {
        name: i18n.t('vendor_games', { ns: 'games', name: 'PG Slots' }),
      });
    // Tiles are drawn 8 per task (ADR 0077): wait for the whole page.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    const firstOnPageOne = within(list).getAllByRole('article')[0]?.textContent;
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: i18n.t('pagination_page', { ns: UI_NAMESPACE, page: 2 }),
      }),
    );
    // The second page is another 10 games.
    await waitFor(() => {
      const tiles = within(vendorGames()).getAllByRole('article');
      expect(tiles).toHaveLength(10);
      expect(tiles[0]?.textContent).not.toBe(firstOnPageOne);
    });
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
