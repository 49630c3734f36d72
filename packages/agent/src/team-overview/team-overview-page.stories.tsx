import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { AGENT_STORY_PARAMETERS } from '../test/story-parameters';
import { TeamOverviewPage } from './team-overview-page';

registerStoryNamespaces(agentNamespace);

/**
 * The team overview (the agent centre's default page) as agent41 sees it on the in-browser sandbox. Switch the merchant toolbar to "All
 * merchants" for every skin, and the language toolbar for the six languages.
 */
const meta = {
  title: 'Agent/TeamOverview',
  component: TeamOverviewPage,
  decorators: [withFeatureShell],
  // An object literal: Storybook's docs enricher adds a second `parameters` key (the description
  // above) when meta's `parameters` is a bare identifier, which would drop the flags and account.
  parameters: { ...AGENT_STORY_PARAMETERS },
} satisfies Meta<typeof TeamOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: team size, new and active members, deposits, withdrawals, bets, profit. */
export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('overview-teamSize', {}, { timeout: 10_000 }),
    ).toHaveTextContent('24');
  },
};

/** A member without a team: the page offers a retry. */
export const NoTeam: Story = {
  parameters: { featureShell: { account: 'player01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
