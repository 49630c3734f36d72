import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18nInstance } from 'i18next';
import { expect, waitFor, within } from 'storybook/test';
import { SiteApp } from './shell/site-app';
import { pageSettled, SitePage, type SitePageOptions } from './test/story-site';

/**
 * The site's main pages, whole (header, page, footer) as a visitor of the toolbar's skin sees
 * them, over the in-browser sandbox. Tagged `page-visual`: the story runner compares each with
 * its baseline in every skin in CN, EN and TH (ADR 0176).
 */
const meta = {
  title: 'Pages/Site',
  component: SiteApp,
  tags: ['page-visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <SitePage {...(parameters.site as SitePageOptions)} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('main', {}, { timeout: 15_000 });
    await pageSettled(canvasElement);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const page = (site: SitePageOptions) => ({ parameters: { site } });

export const Home: Story = page({ path: '/' });
export const Login: Story = page({ path: '/login' });
export const Register: Story = page({ path: '/register' });
export const Electron: Story = page({ path: '/electron' });
export const Casino: Story = page({ path: '/casino' });
export const Lottery: Story = page({ path: '/lottery' });
export const Promotion: Story = page({ path: '/promotion' });
/** A games category page other than the live casino. */
export const Sports: Story = page({ path: '/sports' });
export const News: Story = page({ path: '/news' });
export const VnLottery: Story = page({ path: '/vnLottery' });
export const SeaLottery: Story = page({ path: '/seaLottery' });
export const LotteryTrend: Story = page({ path: '/lotteryTrend' });
export const Feedback: Story = page({ path: '/feedback' });
/** The points mall of a signed-in player. */
export const PointsMall: Story = page({ path: '/pointMall', account: 'player01' });
/** The customer-service chat page of a signed-in player. */
export const Chat: Story = page({ path: '/chat', account: 'player01' });

/** The member centre of a signed-in player (`/member`), its loader gone. */
export const MemberCentre: Story = {
  ...page({ path: '/member', account: 'player01' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The account name fills in when the member's profile call answers.
    await waitFor(
      () => expect(canvas.getByTestId('centre-account')).toHaveTextContent('player01'),
      {
        timeout: 15_000,
      },
    );
    await waitFor(() => expect(canvas.queryByTestId('centre-loader')).toBeNull(), {
      timeout: 10_000,
    });
    await pageSettled(canvasElement);
  },
};

/** The agent centre an agent opens from the header (agent41: an agent with a team). */
export const AgentCentre: Story = {
  ...page({ path: '/', account: 'agent41' }),
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = loaded as { i18n: I18nInstance };
    const screen = within(canvasElement.ownerDocument.body);
    await i18n.loadNamespaces('shell');
    const open = await screen.findByRole(
      'button',
      { name: i18n.t('agent_centre', { ns: 'shell' }) },
      { timeout: 15_000 },
    );
    open.click();
    // The account name fills in when the member's profile call answers.
    await waitFor(() => expect(screen.getByTestId('centre-account')).toHaveTextContent('agent41'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(screen.queryByTestId('centre-loader')).toBeNull(), {
      timeout: 10_000,
    });
    await pageSettled(canvasElement);
  },
};
