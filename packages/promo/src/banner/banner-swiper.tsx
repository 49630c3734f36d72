import { vars } from '@site/theme';
import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
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

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    if (running) {
      if (!swiper.autoplay.running) swiper.autoplay.start();
    } else if (swiper.autoplay.running) {
      swiper.autoplay.stop();
    }
  }, [running]);

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
        modules={[Autoplay]}
        loop
        initialSlide={initial}
        slidesPerView={1}
        autoplay={{ delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          // Paused, held or reduced motion: never start on its own (the play button still can).
          if (!running) swiper.autoplay?.stop();
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
