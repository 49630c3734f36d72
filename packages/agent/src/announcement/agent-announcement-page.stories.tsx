import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { AGENT_STORY_PARAMETERS } from '../test/story-parameters';
import { AgentAnnouncementPage } from './agent-announcement-page';

registerStoryNamespaces(agentNamespace);

/**
 * The agent announcements as agent41 sees it on the in-browser sandbox. Switch the merchant toolbar to "All
 * merchants" for every skin, and the language toolbar for the six languages.
 */
const meta = {
  title: 'Agent/Announcements',
  component: AgentAnnouncementPage,
  decorators: [withFeatureShell],
  // An object literal: Storybook's docs enricher adds a second `parameters` key (the description
  // above) when meta's `parameters` is a bare identifier, which would drop the flags and account.
  parameters: { ...AGENT_STORY_PARAMETERS },
} satisfies Meta<typeof AgentAnnouncementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements, the newest open. */
export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', {}, { timeout: 10_000 })).toHaveLength(3);
  },
};
