import { vars } from '@site/theme';
import { focusRing, guardUrl, VisuallyHidden } from '@site/ui';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { autoplayDelay, slideImageHints, type BannerItem } from '../rules/banner-rules';

/** Fixed banner dimensions (3:1), so nothing shifts when the first image arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

// Swiper's core layout rules, written against the theme (no swiper stylesheet in any bundle).
const Root = styled.section`
  position: relative;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};

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

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  ${focusRing}
`;

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: ${vars.space.sm};
  z-index: ${vars.layer.floating};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

const ControlButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  ${focusRing}
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  ${focusRing}

  &::before {
    content: '';
    display: block;
    margin: auto;
    width: ${({ $active }) => ($active ? '16px' : '8px')};
    height: 8px;
    border-radius: ${vars.radius.pill};
    background: ${({ $active }) => ($active ? vars.color.brand : vars.color.surfaceRaised)};
    box-shadow: ${vars.shadow.sm};
    transition: width ${vars.motion.fast} ${vars.motion.easing};
  }
`;

/** Whether the user asked the system for reduced motion (no autoplay then, WCAG 2.2.2). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export interface BannerCarouselProps {
  banners: readonly BannerItem[];
  /** The group shown (decides the autoplay delay: 3000 ms for form banners). */
  groupName: string;
  /** Shown when there is no banner. */
  defaultImage: string;
  /** Show previous and next buttons (optional per template). */
  arrows?: boolean;
  /** A click on a banner with a linkage. */
  onActivate: (banner: BannerItem) => void;
  /** The banners are still loading: keep the box (no shift), show no image yet. */
  loading?: boolean;
}

function BannerImage({ banner, index }: { banner: BannerItem; index: number }) {
  const hints = slideImageHints(index);
  return (
    <Picture
      src={guardUrl(banner.url) ?? undefined}
      alt={banner.title ?? ''}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={hints.loading}
      fetchPriority={hints.fetchPriority}
      decoding={index === 0 ? 'sync' : 'async'}
      draggable={false}
    />
  );
}

function Slide({
  banner,
  index,
  onActivate,
}: {
  banner: BannerItem;
  index: number;
  onActivate: (banner: BannerItem) => void;
}) {
  if (!banner.linkageType || !banner.linkage) return <BannerImage banner={banner} index={index} />;
  return (
    <SlideButton type="button" onClick={() => onActivate(banner)} data-banner-id={banner.bannerId}>
      <BannerImage banner={banner} index={index} />
    </SlideButton>
  );
}

/**
 * The banner carousel (content-and-play.md section 2): one banner is an image; several loop with
 * autoplay (2500 ms, 3000 ms for form banners), dots and optional arrows. WCAG 2.2.2: autoplay
 * pauses on hover and focus, a visible pause/play button, none under reduced motion; slides not
 * shown are inert. The first image loads eagerly with high priority (ADR 0092).
 */
export function BannerCarousel({
  banners,
  groupName,
  defaultImage,
  arrows = false,
  onActivate,
  loading = false,
}: BannerCarouselProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(() => !reducedMotion);
  const [held, setHeld] = useState(false);
  const delay = autoplayDelay(groupName);
  const many = banners.length > 1;

  // Autoplay runs only while playing and not held by hover or focus.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay || !many) return;
    if (playing && !held) {
      if (!swiper.autoplay.running) swiper.autoplay.start();
    } else if (swiper.autoplay.running) {
      swiper.autoplay.stop();
    }
  }, [playing, held, many]);

  const hold = useCallback(() => setHeld(true), []);
  const release = useCallback(() => setHeld(false), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  }, []);

  if (loading && banners.length === 0) {
    return <Root aria-label={t('carousel_label')} aria-busy="true" />;
  }
  if (banners.length === 0) {
    return (
      <Root aria-label={t('carousel_label')}>
        <Picture
          // url-guard: the theme's default banner (build-time merchant asset)
          src={defaultImage}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading="eager"
          fetchPriority="high"
        />
      </Root>
    );
  }
  const [first] = banners;
  if (!many && first) {
    return (
      <Root aria-label={t('carousel_label')}>
        <Slide banner={first} index={0} onActivate={onActivate} />
      </Root>
    );
  }

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={t('carousel_label')}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={onBlur}
      data-autoplay-delay={delay}
      data-playing={playing && !held ? 'true' : 'false'}
    >
      <Swiper
        modules={[Autoplay]}
        loop
        slidesPerView={1}
        autoplay={{ delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          // Reduced motion: never start on its own (the play button still can).
          if (!playing) swiper.autoplay?.stop();
        }}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {banners.map((banner, index) => {
          const hidden = index !== active;
          return (
            <SwiperSlide
              key={banner.bannerId}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel_slide', { index: index + 1, total: banners.length })}
              aria-hidden={hidden}
              inert={hidden}
              data-testid="banner-slide"
              data-active={hidden ? 'false' : 'true'}
            >
              <Slide banner={banner} index={index} onActivate={onActivate} />
            </SwiperSlide>
          );
        })}
      </Swiper>
      <Controls>
        <ControlButton type="button" onClick={() => setPlaying((value) => !value)}>
          {playing ? t('carousel_pause') : t('carousel_play')}
        </ControlButton>
        {arrows ? (
          <ControlButton
            type="button"
            onClick={() => swiperRef.current?.slidePrev()}
            aria-label={t('carousel_prev')}
          >
            ‹
          </ControlButton>
        ) : null}
        {banners.map((banner, index) => (
          <Dot
            key={banner.bannerId}
            type="button"
            $active={index === active}
            aria-current={index === active ? 'true' : undefined}
            aria-label={t('carousel_go_to', { index: index + 1 })}
            onClick={() => swiperRef.current?.slideToLoop(index)}
          />
        ))}
        {arrows ? (
          <ControlButton
            type="button"
            onClick={() => swiperRef.current?.slideNext()}
            aria-label={t('carousel_next')}
          >
            ›
          </ControlButton>
        ) : null}
      </Controls>
      <VisuallyHidden aria-live={playing && !held ? 'off' : 'polite'}>
        {t('carousel_slide', { index: active + 1, total: banners.length })}
      </VisuallyHidden>
    </Root>
  );
}
