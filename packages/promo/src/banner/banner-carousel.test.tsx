import { setupSandbox } from '@site/feature-testing/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BannerItem } from '../rules/banner-rules';
import { renderPromo } from '../test/promo-harness';
import { BannerCarousel } from './banner-carousel';
import { BannerSection } from './banner-section';

setupSandbox();

const banners: BannerItem[] = [1, 2, 3].map((n) => ({
  bannerId: n,
  url: `/res/banner/${n}.svg`,
  title: `Banner ${n}`,
  linkageType: n === 2 ? 'P' : null,
  linkage: n === 2 ? '7005' : null,
  groupName: 'w_home',
}));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      onchange: null,
      dispatchEvent: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shown banner image has loaded: the carousel then loads swiper (ADR 0097). */
async function firstImageShown(name = 'Banner 1') {
  fireEvent.load(await screen.findByRole('img', { name }));
  return screen.findAllByTestId('banner-slide');
}

/** The index, in the slides' order, of the one swiper shows (-1 when none is marked). */
const active = () =>
  screen
    .getAllByTestId('banner-slide')
    .findIndex((slide) => slide.getAttribute('data-active') === 'true');

/** The carousel with the three test banners of a group (the home group unless named). */
function renderCarousel(groupName = 'w_home') {
  return renderPromo(
    <BannerCarousel
      banners={banners}
      groupName={groupName}
      defaultImage="/d.svg"
      onActivate={() => undefined}
    />,
  );
}

describe('banner carousel (content-and-play.md section 2)', () => {
  it('no banner: the default image', async () => {
    await renderPromo(
      <BannerCarousel
        banners={[]}
        groupName="w_home"
        defaultImage="/default.svg"
        onActivate={() => undefined}
      />,
    );
    const region = screen.getByRole('region', { name: 'Featured banners' });
    expect(within(region).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/default.svg',
    );
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a single banner is an image, with no controls, loaded eagerly at high priority', async () => {
    const [first] = banners;
    if (!first) throw new Error('fixture');
    await renderPromo(
      <BannerCarousel
        banners={[first]}
        groupName="w_home"
        defaultImage="/d.svg"
        onActivate={() => undefined}
      />,
    );
    const image = screen.getByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('many: first eager and high priority, the others lazy and low; hidden slides inert', async () => {
    await renderCarousel();
    const slides = await firstImageShown();
    expect(slides).toHaveLength(3);
    const images = banners.map((banner) => document.querySelector(`img[src="${banner.url}"]`));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('fetchpriority', 'low');
    const active = slides.filter((slide) => slide.getAttribute('data-active') === 'true');
    expect(active).toHaveLength(1);
    for (const slide of slides.filter((s) => s.getAttribute('data-active') !== 'true')) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
  });

  it('WCAG 2.2.2: a visible pause button whose label switches; hover and focus hold autoplay', async () => {
    const { user } = await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    expect(region).toHaveAttribute('data-autoplay-delay', '2500');
    expect(region).toHaveAttribute('data-playing', 'true');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-playing', 'false');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    // The button itself has focus now: focus holds autoplay.
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await user.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-playing', 'true'));
    await user.hover(region);
    expect(region).toHaveAttribute('data-playing', 'false');
  });

  it('autoplay moves to the next banner after 2500 ms', async () => {
    await renderCarousel();
    await firstImageShown();
    expect(active()).toBe(0);
    await waitFor(() => expect(active()).toBe(1), { timeout: 4_000 });
  });

  it('autoplay is a timer, not a frame loop: no frame callbacks while a banner waits', async () => {
    await renderCarousel();
    await firstImageShown();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    // Swiper's Autoplay module asks for a frame every frame while it plays (about 60 a second).
    expect(frames.mock.calls.length).toBeLessThanOrEqual(2);
    expect(region).toHaveAttribute('data-playing', 'true');
    frames.mockRestore();
  });

  it('a hidden tab does not rotate; shown again, the banner gets its whole delay', async () => {
    await renderCarousel();
    const slides = await firstImageShown();
    expect(slides.length).toBe(3);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_000)));
    expect(active()).toBe(0);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(active()).toBe(0);
    await waitFor(() => expect(active()).toBe(1), { timeout: 2_500 });
    visibility.mockRestore();
  });

  it('a dot pressed while playing restarts the delay from that banner', async () => {
    const { user } = await renderCarousel();
    await firstImageShown();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    await waitFor(() => expect(active()).toBe(2));
    // The click moved focus into the carousel, which holds it: let go, as a visitor moving on.
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await user.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-playing', 'true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(active()).toBe(2);
    // Then it moves on (jsdom has no layout for swiper's loop to put the first banner next).
    await waitFor(() => expect(active()).not.toBe(2), { timeout: 2_500 });
  });

  it('while loading it keeps the banner box and shows no image', async () => {
    await renderPromo(
      <BannerCarousel
        banners={[]}
        loading
        groupName="w_home"
        defaultImage="/d.svg"
        onActivate={() => undefined}
      />,
    );
    expect(screen.getByRole('region', { name: 'Featured banners' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('form banners rotate every 3000 ms', async () => {
    await renderCarousel('w_login');
    expect(screen.getByRole('region', { name: 'Featured banners' })).toHaveAttribute(
      'data-autoplay-delay',
      '3000',
    );
  });

  it('no autoplay when the user prefers reduced motion', async () => {
    mockReducedMotion(true);
    await renderCarousel();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured banners' })).toHaveAttribute(
      'data-playing',
      'false',
    );
  });

  it('the first banner shows as a plain image before swiper, which loads once it is shown', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    const first = within(region).getByRole('img', { name: 'Banner 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(screen.getByTestId('banner-static-slide')).toHaveAccessibleName('Banner 1 of 3');
    expect(document.querySelectorAll('img')).toHaveLength(1);
    // Not yet: swiper waits for the first image.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryAllByTestId('banner-slide')).toHaveLength(0);
    expect(region).toHaveAttribute('data-rotating', 'false');
    fireEvent.load(first);
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
    expect(screen.queryByTestId('banner-static-slide')).not.toBeInTheDocument();
  });

  it('swiper waits for the frame that paints the loaded first banner, then loads', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    const before = frames.length;
    fireEvent.load(within(region).getByRole('img', { name: 'Banner 1' }));
    // Loaded, not painted yet: no swiper in this task or the next ones until the frame has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(region).toHaveAttribute('data-rotating', 'false');
    expect(frames.length).toBe(before + 1);
    act(() => frames[before]?.(performance.now()));
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
    vi.mocked(window.requestAnimationFrame).mockRestore();
  });

  it('an image that never settles still gets swiper one autoplay delay after showing', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured banners' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(region).toHaveAttribute('data-rotating', 'false');
    await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'), {
      timeout: 4_000,
    });
  });

  it('a dot pressed before swiper loads shows that banner, and swiper starts from it', async () => {
    mockReducedMotion(true);
    const { user } = await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(screen.getByTestId('banner-static-slide')).toHaveAccessibleName('Banner 3 of 3');
    const third = screen.getByRole('img', { name: 'Banner 3' });
    expect(third).toHaveAttribute('loading', 'lazy');
    const slides = await firstImageShown('Banner 3');
    const active = slides.filter((slide) => slide.getAttribute('data-active') === 'true');
    expect(active.map((slide) => within(slide).getByRole('img').getAttribute('alt'))).toEqual([
      'Banner 3',
    ]);
  });

  it('a banner with a linkage is a button that activates it', async () => {
    const onActivate = vi.fn();
    const { user } = await renderPromo(
      <BannerCarousel
        banners={banners}
        groupName="w_home"
        defaultImage="/d.svg"
        onActivate={onActivate}
      />,
    );
    await firstImageShown();
    const button = document.querySelector('button[data-banner-id="2"]');
    if (!(button instanceof HTMLElement)) throw new Error('P banner missing');
    expect(document.querySelector('button[data-banner-id="1"]')).toBeNull();
    await user.click(button);
    expect(onActivate).toHaveBeenCalledWith(
      expect.objectContaining({ bannerId: 2, linkageType: 'P' }),
    );
  });
});

describe('banner section on the sandbox', () => {
  it('shows the w_home banners; a P banner goes to /promotion#7005', async () => {
    const { user } = await renderPromo(<BannerSection />);
    const first = await screen.findByRole('img', { name: 'Welcome aboard' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    fireEvent.load(first);
    await waitFor(() => expect(screen.getAllByTestId('banner-slide').length).toBe(5));
    const link = document.querySelector('button[data-banner-id="6002"]');
    if (!(link instanceof HTMLElement)) throw new Error('P banner missing');
    await user.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/promotion#7005');
  });
});
