import { vars } from '@site/theme';
import { focusRing, guardUrl } from '@site/ui';
import styled from 'styled-components';
import { slideImageHints, type BannerItem } from '../rules/banner-rules';

/**
 * Banner dimensions (3:1, the size the sandbox and the merchants' banners are drawn at). The box
 * keeps this ratio from the first render, before the banners or the images arrive (ADR 0097).
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** The carousel's box: its size never depends on the data, the images or the swiper chunk. */
export const BannerRoot = styled.section`
  position: relative;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
  contain: layout paint;
`;

/** Fills the box; the static first slide and the swiper both sit in one. */
export const SlideArea = styled.div`
  position: absolute;
  inset: 0;
`;

export const Picture = styled.img`
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

export interface BannerImageProps {
  banner: BannerItem;
  /** The banner's place in the list: the first loads eagerly at high priority, the others lazily. */
  index: number;
  /** Called with the image when it has loaded or failed (the carousel then loads swiper). */
  onSettled?: (image: HTMLImageElement) => void;
}

export function BannerImage({ banner, index, onSettled }: BannerImageProps) {
  const hints = slideImageHints(index);
  return (
    <Picture
      src={guardUrl(banner.url) ?? undefined}
      alt={banner.title ?? ''}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={hints.loading}
      fetchPriority={hints.fetchPriority}
      decoding={hints.decoding}
      draggable={false}
      onLoad={onSettled ? (event) => onSettled(event.currentTarget) : undefined}
      onError={onSettled ? (event) => onSettled(event.currentTarget) : undefined}
    />
  );
}

export interface BannerSlideProps extends BannerImageProps {
  onActivate: (banner: BannerItem) => void;
}

/** A banner: a button when it has a linkage, otherwise the image alone. */
export function BannerSlide({ banner, index, onActivate, onSettled }: BannerSlideProps) {
  const image = <BannerImage banner={banner} index={index} onSettled={onSettled} />;
  if (!banner.linkageType || !banner.linkage) return image;
  return (
    <SlideButton type="button" onClick={() => onActivate(banner)} data-banner-id={banner.bannerId}>
      {image}
    </SlideButton>
  );
}
