import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatNamespace } from '../i18n/chat-i18n';
import { InboxPage } from './inbox-page';

registerStoryNamespaces(chatNamespace);

/** The inbox (member centre `messageV2`) of player01: two unread, paged, mark as read. */
const meta = {
  title: 'Chat/InboxPage',
  component: InboxPage,
  decorators: [withFeatureShell],
  parameters: { featureShell: { account: 'player01' }, flags: { MAILCEN: true, INBOX3: true } },
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};

/** Without INBOX3 the unread count is not read. */
export const WithoutUnreadCount: Story = {
  parameters: { flags: { MAILCEN: true, INBOX3: false } },
};
