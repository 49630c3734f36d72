import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingSecondFactor } from '../session/pending';
import { withAuthShell } from '../test/story-harness';
import { SecondFactorPanel } from './second-factor-dialog';

/** The second-factor panel (inside the 660 px dialog) with the server's methods as tabs and the expiry countdown. */
const meta = {
  title: 'Auth/SecondFactor',
  component: SecondFactorPanel,
  args: {
    challenge: {
      username: 'secure01',
      password: 'Sandbox123',
      methods: ['E', 'G', 'S', 'P'],
      expiresAt: Date.now() + 5 * 60_000,
    },
    next: null,
    onClose: () => pendingSecondFactor.clear(),
  },
  decorators: [withAuthShell],
} satisfies Meta<typeof SecondFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTabs: Story = {};

export const AuthenticatorOnly: Story = {
  args: {
    challenge: {
      username: 'secure01',
      password: 'Sandbox123',
      methods: ['G'],
      expiresAt: Date.now() + 90_000,
    },
  },
};

export const Expired: Story = {
  args: {
    challenge: {
      username: 'secure01',
      password: 'Sandbox123',
      methods: ['P', 'E'],
      expiresAt: Date.now() - 1000,
    },
  },
};
