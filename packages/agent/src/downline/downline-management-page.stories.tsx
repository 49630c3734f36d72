import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { AGENT_STORY_PARAMETERS } from '../test/story-parameters';
import { DownlineManagementPage } from './downline-management-page';

registerStoryNamespaces(agentNamespace);

/**
 * The team list with transfers to downlines as agent41 sees it on the in-browser sandbox. Switch the merchant toolbar to "All
 * merchants" for every skin, and the language toolbar for the six languages.
 */
const meta = {
  title: 'Agent/DownlineManagement',
  component: DownlineManagementPage,
  decorators: [withFeatureShell],
  // An object literal: Storybook's docs enricher adds a second `parameters` key (the description
  // above) when meta's `parameters` is a bare identifier, which would drop the flags and account.
  parameters: { ...AGENT_STORY_PARAMETERS },
} satisfies Meta<typeof DownlineManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of agent41's 24 downlines. */
export const TeamList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('team-member', {}, { timeout: 10_000 })).toHaveLength(
      10,
    );
  },
};
