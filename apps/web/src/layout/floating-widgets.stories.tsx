import type { Meta, StoryObj } from '@storybook/react-vite';
import { useComposedSite } from '../shell/shell-context';
import { withShell } from '../test/shell-story';
import { FloatingWidgets, WidgetSlot } from './floating-widgets';

/** The widgets the features contribute (floating and right-bar placements), gated per page. */
function SiteWidgets({ slot }: { slot: boolean }) {
  const site = useComposedSite();
  return slot ? <WidgetSlot widgets={site.widgets} /> : <FloatingWidgets widgets={site.widgets} />;
}

const meta = {
  title: 'Shell/FloatingWidgets',
  component: SiteWidgets,
  args: { slot: false },
  decorators: [withShell],
  parameters: { layout: 'fullscreen', shell: { account: 'player01' } },
} satisfies Meta<typeof SiteWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Floating: Story = {};

export const InSlot: Story = { args: { slot: true } };
