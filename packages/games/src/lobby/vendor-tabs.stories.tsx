import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { gamesNamespace } from '../i18n/games-i18n';
import { VendorTabs, type VendorTabsProps } from './vendor-tabs';

registerStoryNamespaces(gamesNamespace);

function Stateful(props: VendorTabsProps) {
  const [selected, setSelected] = useState(props.selected);
  return <VendorTabs {...props} selected={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Games/Vendor tabs',
  component: VendorTabs,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
  args: {
    label: 'Game providers',
    selected: 'PG',
    onSelect: () => undefined,
    options: [
      { id: '', label: 'All' },
      { id: 'PT', label: 'PT Slots' },
      { id: 'PG', label: 'PG Slots' },
      { id: 'JDB', label: 'JDB Slots' },
      { id: 'CQ9', label: 'CQ9 Slots', note: 'Under maintenance' },
      { id: 'hot', label: 'Hot' },
      { id: 'recentGameList', label: 'Recent' },
      { id: 'favGameList', label: 'Favourites' },
      { id: 'more1', label: 'More provider one' },
      { id: 'more2', label: 'More provider two' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof VendorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten tabs: eight show, the rest scroll sideways. */
export const MoreThanEight: Story = {};
