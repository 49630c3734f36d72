import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { AgentHomeRoute } from './agent-home-route';

/** `/agent`: the agent home; logout lands here again for visitors who came in as agents. */
const meta = {
  title: 'Shell/AgentHome',
  component: AgentHomeRoute,
  decorators: [withShell],
  parameters: { shell: { path: '/agent' } },
} satisfies Meta<typeof AgentHomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** An agent (isAgent 1): the agent centre opens over the home page, its loader gone. */
export const Agent: Story = {
  parameters: { shell: { path: '/agent', account: 'agent01' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    // The account name fills in when the member's profile call answers.
    await waitFor(() => expect(screen.getByTestId('centre-account')).toHaveTextContent('agent01'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(screen.queryByTestId('centre-loader')).toBeNull(), {
      timeout: 10_000,
    });
  },
};
