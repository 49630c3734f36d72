import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerServiceList } from './customer-service-list';

/** The customer-service entries (online chat tagged) and contact resources with QR codes. */
const meta = {
  title: 'UI/CustomerServiceList',
  component: CustomerServiceList,
  args: {
    entries: [
      { title: 'Online support', csType: 'LiveChat', type: '3' },
      { title: 'VIP line', csType: 'VIP', type: '1' },
    ],
    contacts: [
      { resourceType: 'Skype', url: 'https://example.com/skype' },
      { resourceType: 'WeChat', qrCodeUrl: null, url: 'https://example.com/wechat' },
    ],
    onOpen: fn(),
    labels: { heading: 'Customer service', onlineChat: 'Online chat', contacts: 'Contacts' },
  },
} satisfies Meta<typeof CustomerServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('button');
    if (first) await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(0);
  },
};

export const EntriesOnly: Story = { args: { contacts: [] } };

export const Empty: Story = { args: { entries: [], contacts: [], empty: 'No customer service' } };
