import { vars } from '@site/theme';
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { BannerItem } from '../rules/banner-rules';
import { BannerSlide, SlideArea } from './banner-frame';

// Swiper's core layout rules, written against the theme (no swiper stylesheet in any bundle).
const SwiperArea = styled(SlideArea)`
  .swiper {
    position: relative;
    overflow: hidden;
    list-style: none;
    padding: 0;
    z-index: ${vars.layer.base};
    display: block;
    height: 100%;
  }
  .swiper-wrapper {
    position: relative;
    width: 100%;
    height: 100%;
    display: flex;
    transition-property: transform;
    box-sizing: content-box;
    transform: translate3d(0, 0, 0);
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-slide {
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    position: relative;
    transition-property: transform;
    display: block;
  }
  @media (prefers-reduced-motion: reduce) {
    .swiper-wrapper {
      transition-duration: 0ms !important;
    }
  }
`;

function onVisibilityChange(notify: () => void): () => void {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** Whether the page is shown (not a background tab): no rotation that nobody can see. */
function usePageShown(): boolean {
  return useSyncExternalStore(
    onVisibilityChange,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** What the carousel's controls drive once swiper is there. */
export interface SlideController {
  slideTo: (index: number) => void;
  prev: () => void;
  next: () => void;
}

export interface BannerSwiperProps {
  banners: readonly BannerItem[];
  /** The banner shown when swiper mounts (the static slide's, ADR 0097). */
  initial: number;
  /** The shown banner; the others are hidden from screen readers and the Tab key. */
  active: number;
  /** Autoplay runs (playing and not held by hover or focus). */
  running: boolean;
  delay: number;
  slideLabel: (index: number) => string;
  onActiveChange: (index: number) => void;
  onActivate: (banner: BannerItem) => void;
  controller: RefObject<SlideController | null>;
}

/**
 * The rotating loop of several banners. It is its own chunk, loaded by the carousel once the
 * first banner image is shown, so swiper never delays the first paint (ADR 0097).
 */
export function BannerSwiper({
  banners,
  initial,
  active,
  running,
  delay,
  slideLabel,
  onActiveChange,
  onActivate,
  controller,
}: BannerSwiperProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pageShown = usePageShown();

  // Autoplay is one timer per shown banner (ADR 0224), not swiper's Autoplay module, which asks
  // for a frame every frame for as long as it plays. Any change of banner (the timer, a swipe, a
  // dot) starts the delay again; paused, held by hover or focus, or in a hidden tab, none is set.
  useEffect(() => {
    if (!running || !pageShown) return;
    const timer = window.setTimeout(() => swiperRef.current?.slideNext(), delay);
    return () => window.clearTimeout(timer);
  }, [running, pageShown, delay, active]);

  useEffect(() => {
    controller.current = {
      slideTo: (index) => swiperRef.current?.slideToLoop(index),
      prev: () => swiperRef.current?.slidePrev(),
      next: () => swiperRef.current?.slideNext(),
    };
    return () => {
      controller.current = null;
    };
  }, [controller]);

  return (
    <SwiperArea>
      <Swiper
        loop
        initialSlide={initial}
        slidesPerView={1}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => onActiveChange(swiper.realIndex)}
      >
        {banners.map((banner, index) => {
          const hidden = index !== active;
          return (
            <SwiperSlide
              key={banner.bannerId}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index)}
              aria-hidden={hidden}
              inert={hidden}
              data-testid="banner-slide"
              data-active={hidden ? 'false' : 'true'}
            >
              <BannerSlide banner={banner} index={index} onActivate={onActivate} />
            </SwiperSlide>
          );
        })}
      </Swiper>
    </SwiperArea>
  );
}
