import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import { useSiteTheme } from '@site/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { promoNamespace } from '../i18n/promo-i18n';
import { fakeBanners } from '../test/fixtures';
import { BannerCarousel } from './banner-carousel';
import { BannerSection } from './banner-section';

registerStoryNamespaces(promoNamespace);

function Carousel({
  count,
  groupName = 'w_home',
  onActivate,
}: {
  count: number;
  groupName?: string;
  onActivate: () => void;
}) {
  const { assets } = useSiteTheme();
  return (
    <BannerCarousel
      banners={fakeBanners(count, assets.defaultBanner)}
      groupName={groupName}
      defaultImage={assets.defaultBanner}
      arrows
      onActivate={onActivate}
    />
  );
}

/** The banner carousel: one banner, many (autoplay 2500 ms, pause/play, dots, arrows), none. */
const meta = {
  title: 'Promo/BannerCarousel',
  component: Carousel,
  args: { count: 4, onActivate: fn() },
  decorators: [withFeatureShell],
  parameters: { flags: { REWCEN3: true } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};
export const One: Story = { args: { count: 1 } };
export const None: Story = { args: { count: 0 } };
/** Form banners rotate every 3000 ms. */
export const FormBanners: Story = { args: { count: 3, groupName: 'w_login' } };
/** The home section on the sandbox's w_home banners. */
export const HomeSection: Story = { render: () => <BannerSection /> };
