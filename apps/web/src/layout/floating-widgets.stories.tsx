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
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story', account: 'player01' } },
} satisfies Meta<typeof SiteWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Floating: Story = {};

export const InSlot: Story = { args: { slot: true } };
