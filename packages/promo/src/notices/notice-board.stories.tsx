import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { promoNamespace } from '../i18n/promo-i18n';
import { fakeNotices } from '../test/fixtures';
import { NoticeBoard } from './notice-board';
import { NoticeStrip } from './notice-strip';

registerStoryNamespaces(promoNamespace);

/** The notice board: 10 per page; beyond 7 pages the strip slides 25 px per page. */
const meta = {
  title: 'Promo/NoticeBoard',
  component: NoticeBoard,
  args: { notices: fakeNotices(8) },
  decorators: [withFeatureShell],
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {};
export const SevenPages: Story = { args: { notices: fakeNotices(70) } };
export const ThirtyPages: Story = { args: { notices: fakeNotices(300) } };
export const NewestOnly: Story = { args: { notices: fakeNotices(30), defaultNewestOnly: true } };
export const Empty: Story = { args: { notices: [] } };
/** The home strip on the sandbox. */
export const HomeStrip: Story = { render: () => <NoticeStrip /> };
