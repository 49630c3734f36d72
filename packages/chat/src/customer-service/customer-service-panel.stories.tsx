import { siteActions, type SiteStore } from '@site/api-core';
import { seedMerchantData } from '@site/api-core/testing';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatNamespace } from '../i18n/chat-i18n';
import { CustomerServicePanel } from './customer-service-panel';

registerStoryNamespaces(chatNamespace);

const ENTRIES = [
  { title: 'Live chat', csType: 'LIVECHAT', type: '3', path: 'https://cs.example/live' },
  { title: 'Help desk', csType: 'AICAN', type: '1', path: 'https://cs.example/desk' },
  {
    title: 'VIP desk',
    csType: 'COMM100VIP',
    type: '1',
    path: 'https://cs.example/vip',
    labelIds: [7],
  },
];
const RESOURCES = [
  { resourceType: 'SKYPE', url: 'skype:site.support?chat' },
  { resourceType: 'QQ', url: 'https://qq.example/123' },
  { resourceType: 'WECHAT', qrCodeUrl: '/res/logo.png' },
  { resourceType: 'ZALO', url: 'https://zalo.me/123' },
];

const prepare = (vip: boolean) => (store: SiteStore) => {
  seedMerchantData(store, { settings: { customerService: ENTRIES, resources: RESOURCES } });
  if (vip)
    store.dispatch(
      siteActions.memberInfoLoaded({
        id: 1,
        account: 'vip',
        type: 0,
        clubLabel: { labelId: 7, labelName: 'VIP' },
      } as never),
    );
};

/** The customer-service list: entries by csType, online chat (type "3") tagged, contact icons. */
const meta = {
  title: 'Chat/CustomerServiceList',
  component: CustomerServicePanel,
  decorators: [withFeatureShell],
} satisfies Meta<typeof CustomerServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without the VIP label: only the unlabelled entries. */
export const NonVip: Story = { parameters: { featureShell: { prepare: prepare(false) } } };

/** A member with the VIP club label: the VIP desk too. */
export const Vip: Story = { parameters: { featureShell: { prepare: prepare(true) } } };
