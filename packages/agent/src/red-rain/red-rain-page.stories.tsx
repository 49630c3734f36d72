import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { AGENT_STORY_PARAMETERS } from '../test/story-parameters';
import { RedRainPage } from './red-rain-page';

registerStoryNamespaces(agentNamespace);

/**
 * The red envelope rain sessions as agent41 sees it on the in-browser sandbox. Switch the merchant toolbar to "All
 * merchants" for every skin, and the language toolbar for the six languages.
 */
const meta = {
  title: 'Agent/RedRain',
  component: RedRainPage,
  decorators: [withFeatureShell],
  // An object literal: Storybook's docs enricher adds a second `parameters` key (the description
  // above) when meta's `parameters` is a bare identifier, which would drop the flags and account.
  parameters: { ...AGENT_STORY_PARAMETERS },
} satisfies Meta<typeof RedRainPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming, live and ended sessions with the team's figures. */
export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findAllByTestId('red-rain-row', {}, { timeout: 10_000 }),
    ).toHaveLength(10);
  },
};
