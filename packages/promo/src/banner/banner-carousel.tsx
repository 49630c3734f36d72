import { vars } from '@site/theme';
import { focusRing, VisuallyHidden } from '@site/ui';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { autoplayDelay, type BannerItem } from '../rules/banner-rules';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  BannerRoot,
  BannerSlide,
  Picture,
  SlideArea,
} from './banner-frame';
import { afterShown } from './after-shown';
import type { BannerSwiperProps, SlideController } from './banner-swiper';

export { BANNER_HEIGHT, BANNER_WIDTH } from './banner-frame';

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

// 24 x 24 px targets (WCAG 2.5.8) around a small visible dot.
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

const loadSwiper = () => import('./banner-swiper').then((module) => module.BannerSwiper);

/**
 * The banner carousel (content-and-play.md section 2): one banner is an image; several loop with
 * autoplay (2500 ms, 3000 ms for form banners), dots and optional arrows. WCAG 2.2.2: autoplay
 * pauses on hover and focus, a visible pause/play button, none under reduced motion; slides not
 * shown are inert. The box has the banners' ratio from the first render; the shown banner is a
 * plain image (the first eager, at high priority) until swiper, loaded once that image has
 * settled and been painted, takes over in the same box (ADR 0097, ADR 0217).
 */
export function BannerCarousel({
  banners,
  groupName,
  defaultImage,
  arrows = false,
  onActivate,
  loading = false,
}: BannerCarouselProps) {
  // Never suspends: the box and the first image must not wait for this feature's messages.
  const { t, ready } = useTranslation(PROMO_NAMESPACE, { useSuspense: false });
  const controller = useRef<SlideController | null>(null);
  const [Rotator, setRotator] = useState<ComponentType<BannerSwiperProps> | null>(null);
  const [settled, setSettled] = useState(false);
  const [initial, setInitial] = useState(0);
  const [active, setActive] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(() => !reducedMotion);
  const [held, setHeld] = useState(false);
  const delay = autoplayDelay(groupName);
  const count = banners.length;
  const many = count > 1;
  const label = ready ? t('carousel_label') : undefined;

  // Swiper loads once the shown banner image has loaded (or failed) and been painted, never before;
  // at the latest one autoplay delay after the carousel shows (no rotation is due before that).
  useEffect(() => {
    if (!many || settled) return;
    const timer = window.setTimeout(() => setSettled(true), delay);
    return () => window.clearTimeout(timer);
  }, [many, settled, delay]);
  useEffect(() => {
    if (!many || !settled || Rotator) return;
    let live = true;
    void loadSwiper().then((component) => {
      // A transition: React renders swiper's slides in slices that leave room for input and
      // paints; only the commit, swiper's own set-up, is one task (ADR 0220).
      if (live) startTransition(() => setRotator(() => component));
    });
    return () => {
      live = false;
    };
  }, [many, settled, Rotator]);

  // The shown image has loaded or failed: swiper once that image is on screen (ADR 0217).
  const cancelSettle = useRef<(() => void) | null>(null);
  const settle = useCallback((image: HTMLImageElement) => {
    cancelSettle.current ??= afterShown(image, () => setSettled(true));
  }, []);
  useEffect(() => () => cancelSettle.current?.(), []);
  const hold = useCallback(() => setHeld(true), []);
  const release = useCallback(() => setHeld(false), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  }, []);
  const slideLabel = useCallback(
    (index: number) => t('carousel_slide', { index: index + 1, total: count }),
    [t, count],
  );
  // Before swiper is there, the controls move the static slide.
  const goTo = (index: number) => {
    const target = ((index % count) + count) % count;
    if (controller.current) controller.current.slideTo(target);
    else {
      setActive(target);
      setInitial(target);
    }
  };

  if (loading && count === 0) {
    return <BannerRoot data-promo-box="banner" aria-label={label} aria-busy="true" />;
  }
  if (count === 0) {
    return (
      <BannerRoot data-promo-box="banner" aria-label={label}>
        <Picture
          // url-guard: the theme's default banner (build-time merchant asset)
          src={defaultImage}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading="eager"
          fetchPriority="high"
        />
      </BannerRoot>
    );
  }
  const shown = banners[active] ?? banners[0];
  if (!many && shown) {
    return (
      <BannerRoot data-promo-box="banner" aria-label={label}>
        <SlideArea>
          <BannerSlide banner={shown} index={0} onActivate={onActivate} />
        </SlideArea>
      </BannerRoot>
    );
  }

  return (
    <BannerRoot
      data-promo-box="banner"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={onBlur}
      data-autoplay-delay={delay}
      data-playing={playing && !held ? 'true' : 'false'}
      data-rotating={Rotator ? 'true' : 'false'}
    >
      {Rotator ? (
        <Rotator
          banners={banners}
          initial={initial}
          active={active}
          running={playing && !held}
          delay={delay}
          slideLabel={slideLabel}
          onActiveChange={setActive}
          onActivate={onActivate}
          controller={controller}
        />
      ) : shown ? (
        <SlideArea
          role="group"
          aria-roledescription="slide"
          aria-label={ready ? slideLabel(active) : undefined}
          data-testid="banner-static-slide"
        >
          <BannerSlide banner={shown} index={active} onActivate={onActivate} onSettled={settle} />
        </SlideArea>
      ) : null}
      {ready ? (
        <Controls>
          <ControlButton type="button" onClick={() => setPlaying((value) => !value)}>
            {playing ? t('carousel_pause') : t('carousel_play')}
          </ControlButton>
          {arrows ? (
            <ControlButton
              type="button"
              onClick={() => (controller.current ? controller.current.prev() : goTo(active - 1))}
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
              onClick={() => goTo(index)}
            />
          ))}
          {arrows ? (
            <ControlButton
              type="button"
              onClick={() => (controller.current ? controller.current.next() : goTo(active + 1))}
              aria-label={t('carousel_next')}
            >
              ›
            </ControlButton>
          ) : null}
        </Controls>
      ) : null}
      <VisuallyHidden aria-live={playing && !held ? 'off' : 'polite'}>
        {ready ? slideLabel(active) : ''}
      </VisuallyHidden>
    </BannerRoot>
  );
}
