import { vars } from '@site/theme';
import { Button, focusRing, guardUrl } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { dayAndMonth, type PromoItem } from '../rules/promotion-rules';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  scroll-margin-top: 150px;

  @media (max-width: ${vars.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.div`
  position: relative;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const DateBadge = styled.p`
  position: absolute;
  top: ${vars.space.sm};
  inset-inline-start: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  text-align: center;
  line-height: 1.1;

  strong {
    display: block;
    font-size: ${vars.font.sizeXl};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeLg};
`;

const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const Content = styled.div`
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin-top: auto;
`;

const Status = styled.span`
  align-self: center;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.warning};
  color: ${vars.color.onWarning};
  font-size: ${vars.font.sizeSm};
`;

const LOCALES: Readonly<Record<string, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  EN: 'en',
  TH: 'th',
  VI: 'vi',
};

/** The short month name of a two-digit month ("11" -> "Nov", "11月", ...). */
export function monthName(month: string, language: string): string {
  const index = Number(month) - 1;
  if (!Number.isInteger(index) || index < 0 || index > 11) return month;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en', {
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, index, 1));
}

export interface PromotionCardProps {
  promotion: PromoItem;
  /** Whether the go-to button shows (the redirect leads somewhere). */
  canGoTo: boolean;
  /** Whether the apply button shows (promotions only, REWCEN3). */
  canApply: boolean;
  onGoTo: () => void;
  onApply: () => void;
  onOpen: () => void;
}

/** One promotion: image, title, day and month of the start, a "more" toggle with the sanitised HTML. */
export function PromotionCard({
  promotion,
  canGoTo,
  canApply,
  onGoTo,
  onApply,
  onOpen,
}: PromotionCardProps) {
  const { t, i18n } = useTranslation(PROMO_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const date = dayAndMonth(promotion.startDate);
  const pending = promotion.status !== null;
  return (
    <Card
      id={String(promotion.id)}
      aria-labelledby={`${contentId}-title`}
      data-testid="promotion-card"
    >
      <Figure>
        {promotion.image ? (
          <Picture
            src={guardUrl(promotion.image) ?? undefined}
            alt=""
            width={480}
            height={320}
            loading="lazy"
          />
        ) : (
          <Picture as="div" />
        )}
        {date ? (
          <DateBadge aria-label={t('promotion_date', { day: date.day, month: date.month })}>
            <strong>{date.day}</strong>
            {monthName(date.month, i18n.language)}
          </DateBadge>
        ) : null}
      </Figure>
      <Body>
        <Title id={`${contentId}-title`}>
          <TitleButton type="button" onClick={onOpen}>
            {promotion.title}
          </TitleButton>
        </Title>
        {expanded ? (
          <Content id={contentId}>
            <SafeHtml html={promotion.content} />
          </Content>
        ) : null}
        <Actions>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={expanded ? contentId : undefined}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('promotion_less') : t('promotion_more')}
          </Button>
          {canGoTo ? <Button onClick={onGoTo}>{t('promotion_go')}</Button> : null}
          {canApply && !pending ? (
            <Button variant="secondary" onClick={onApply}>
              {t('promotion_apply')}
            </Button>
          ) : null}
          {pending ? (
            <Status>
              {t(`status_${promotion.status ?? ''}`, { defaultValue: promotion.status ?? '' })}
            </Status>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}
