import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import { MiniGameView } from './mini-game-widget';

registerStoryNamespaces(lotteryNamespace);

/** The floating mini-game: drag the title bar (after a 150 ms hold); it tilts up to 25 degrees. */
const meta = {
  title: 'Lottery/Mini game',
  component: MiniGameView,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', account: 'player01', path: '/' } },
  args: { scriptSrc: '/lotto/mini-game/s1/minigame.js', merchant: 'default' },
} satisfies Meta<typeof MiniGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's script (served to Storybook from the sandbox) loads and mounts into the stage. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-mini-game="mounted"]')).not.toBeNull(),
    );
  },
};
export const ScriptMissing: Story = { args: { scriptSrc: null } };
