import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatNamespace } from '../i18n/chat-i18n';
import { ChatLauncher } from './chat-launcher';
import { ChatWindow } from './chat-window';

registerStoryNamespaces(chatNamespace);

/**
 * The chat floating window against the in-browser sandbox (player01). Drag it by its header, resize
 * it from the bottom-right corner (200..480 wide, at least 280 high); dropped within 72 px of a
 * corner it snaps there. Escape hides it.
 */
const meta = {
  title: 'Chat/ChatWindow',
  component: ChatWindow,
  decorators: [withFeatureShell],
  parameters: { featureShell: { account: 'player01' }, layout: 'fullscreen' },
  args: {
    hidden: false,
    fallbackUrl: '/res/chat',
    onHide: () => undefined,
    onForceClose: () => undefined,
  },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, embedded: authKey saved, then CBS_launchChat. */
export const Open: Story = {};

/** At the largest size the resize handle allows (480 wide). */
export const Resizing: Story = {
  args: { initialRect: { x: 40, y: 40, width: 480, height: 600 } },
};

/** Snapped flush into the top-left corner. */
export const Snapped: Story = {
  args: { initialRect: { x: 0, y: 0, width: 320, height: 420 } },
};

/** The chat window could not open: the plain link instead. */
export const Fallback: Story = {
  args: { initialPhase: { kind: 'fallback', href: '/res/chat?lang=EN' } },
};

/** Force-closed: only the floating button (with the unread count) remains. */
export const ForceClosed: StoryObj = {
  render: () => <ChatLauncher />,
};
