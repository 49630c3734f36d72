import type { SiteStore } from '@site/api-core';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { gamesApi } from '../games-api';
import { gamesNamespace } from '../i18n/games-i18n';
import { RecommendedDialog } from './recommended-dialog';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Recommended dialog',
  component: RecommendedDialog,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', account: 'player01', path: '/electron' } },
  args: {
    onClose: () => undefined,
    params: {
      message: 'This game goes into maintenance soon; try another',
      maintainTime: '2026-11-23 10:00',
      endTime: '2026-11-23 12:00',
    },
  },
} satisfies Meta<typeof RecommendedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a resType 1 launch: the sandbox's recommended games, 12 per slide. */
export const AfterRecommendedMaintenance: Story = {};

/**
 * The platform recommends nothing (an empty list): the maintenance message with its time range,
 * and a close button.
 */
export const NothingRecommended: Story = {
  parameters: {
    featureShell: {
      merchant: 'default',
      account: 'player01',
      path: '/electron',
      prepare: (store: SiteStore) => {
        void store.dispatch(gamesApi.util.upsertQueryData('gamesRecommended', undefined, []));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('recommended-maintenance-times')).toHaveTextContent(
      '2026-11-23 10:00',
    );
    await expect(body.queryByRole('article')).not.toBeInTheDocument();
  },
};
