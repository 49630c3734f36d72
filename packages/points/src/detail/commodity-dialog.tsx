import type { RewardItem } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Dialog, guardUrl } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { RedeemForm } from '../redeem/redeem-form';
import { imagesOf, inventoryOf, localName } from '../rules/points-rules';
import { Price, useLanguage } from '../shared/parts';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Slides = styled.div`
  width: 100%;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
  --swiper-theme-color: ${vars.color.brand};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
  }
`;

const Main = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: contain;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
  }
`;

export interface CommodityDialogProps {
  item: RewardItem;
  onClose: () => void;
  onRedeemed: () => void;
}

/**
 * The commodity detail modal (section 4): slide images (type S) in a swiper, the main image (M),
 * the price, the inventory, the sanitised description and the redeem form. This module is its own
 * lazy chunk, so swiper loads only when a commodity is opened.
 */
export function CommodityDialog({ item, onClose, onRedeemed }: CommodityDialogProps) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const language = useLanguage();
  const name = localName(item, language);
  const images = imagesOf(item);
  const slides = images.slides.map((url) => guardUrl(url)).filter((url): url is string => !!url);
  const main = guardUrl(images.main);
  const inventory = inventoryOf(item);
  const description = typeof item.description === 'string' ? item.description : '';

  return (
    <Dialog open onClose={onClose} title={name} width={vars.size.dialog}>
      <Layout>
        {slides.length > 0 ? (
          <Slides
            role="group"
            aria-roledescription="carousel"
            aria-label={t('slides_label', { name })}
          >
            <Swiper
              modules={[A11y, Keyboard, Navigation, Pagination]}
              navigation
              pagination={{ clickable: true }}
              keyboard={{ enabled: true }}
              loop={false}
            >
              {slides.map((url, index) => (
                <SwiperSlide key={url}>
                  <img
                    // url-guard: every slide passed guardUrl above (slides)
                    src={url}
                    alt={t('slide_label', { index: index + 1, total: slides.length })}
                  />
                </SwiperSlide>
              ))}
            </Swiper>
          </Slides>
        ) : null}
        {main ? <Main src={main} alt={name} data-testid="main-image" /> : null}
        <Facts>
          <dt>{t('price_label')}</dt>
          <dd>
            <Price item={item} />
          </dd>
          <dt>{t('quantity')}</dt>
          <dd>{inventory === 0 ? t('sold_out') : t('inventory', { count: inventory })}</dd>
        </Facts>
        {description ? (
          <section aria-label={t('description_label')}>
            <SafeHtml html={description} />
          </section>
        ) : null}
        <RedeemForm item={item} onRedeemed={onRedeemed} />
      </Layout>
    </Dialog>
  );
}
