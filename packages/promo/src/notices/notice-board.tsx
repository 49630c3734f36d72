import { vars } from '@site/theme';
import { Checkbox, EmptyState, focusRing } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_LIMITS } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { newestFirst, pageCount, pageOf, stripOffset } from '../rules/notice-rules';
import type { PromoItem } from '../rules/promotion-rules';

const Board = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow: hidden;
`;

const Item = styled.li`
  border-bottom: 1px solid ${vars.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  gap: ${vars.space.md};
  align-items: baseline;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 0;
  background: none;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  span:first-child {
    flex: 1;
    font-weight: ${vars.font.weightMedium};
  }
  time {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

const Content = styled.div`
  padding: 0 ${vars.space.lg} ${vars.space.lg};
  overflow-wrap: anywhere;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
`;

const StripWindow = styled.div<{ $items: number }>`
  overflow: hidden;
  width: ${({ $items }) => `${$items * PROMO_LIMITS.noticeStripStepPx}px`};
  max-width: 100%;
`;

const Strip = styled.ol`
  display: flex;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  transition: transform ${vars.motion.normal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PageButton = styled.button`
  width: ${PROMO_LIMITS.noticeStripStepPx}px;
  min-height: ${PROMO_LIMITS.noticeStripStepPx}px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeXs};
  cursor: pointer;
  ${focusRing}

  &[aria-current='page'] {
    background: ${vars.color.brand};
    border-color: ${vars.color.brand};
    color: ${vars.color.onBrand};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const ArrowButton = styled(PageButton)`
  width: auto;
  padding: 0 ${vars.space.sm};
`;

export interface NoticeBoardProps {
  notices: readonly PromoItem[];
  /** Start with the newest-only option ticked. */
  defaultNewestOnly?: boolean;
  /** Actions under an expanded notice (the go-to button of notices with a redirect). */
  renderActions?: (notice: PromoItem) => ReactNode;
}

/**
 * The notice board: 10 per page, numbered paging whose strip slides 25 px per page when there are
 * more than 7 pages, expandable items, and an option to show only the newest notice.
 */
export function NoticeBoard({
  notices,
  defaultNewestOnly = false,
  renderActions,
}: NoticeBoardProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const [page, setPage] = useState(1);
  const [newestOnly, setNewestOnly] = useState(defaultNewestOnly);
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const sorted = useMemo(() => newestFirst(notices), [notices]);
  const list = newestOnly ? sorted.slice(0, 1) : sorted;
  const pages = pageCount(list.length);
  const current = Math.min(page, Math.max(pages, 1));
  const shown = pageOf(list, current);
  const visible = Math.min(pages, PROMO_LIMITS.noticeStripVisible);
  const offset = stripOffset(current, pages);

  const go = (next: number) => {
    setPage(next);
    setOpen(null);
  };

  return (
    <Board aria-label={t('notices_title')}>
      <Toolbar>
        <Checkbox
          label={t('notices_newest_only')}
          checked={newestOnly}
          onChange={(event) => {
            setNewestOnly(event.target.checked);
            go(1);
          }}
        />
      </Toolbar>
      {shown.length === 0 ? (
        <EmptyState title={t('notices_empty')} />
      ) : (
        <Items>
          {shown.map((notice) => {
            const expanded = open === notice.id;
            const contentId = `${baseId}-${notice.id}`;
            return (
              <Item key={notice.id} data-testid="notice-item">
                <Toggle
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={contentId}
                  onClick={() => setOpen(expanded ? null : notice.id)}
                >
                  <span>{notice.title}</span>
                  <time dateTime={notice.startDate.slice(0, 10)}>
                    {notice.startDate.slice(0, 10)}
                  </time>
                </Toggle>
                {expanded ? (
                  <Content id={contentId}>
                    <SafeHtml html={notice.content} />
                    {renderActions?.(notice)}
                  </Content>
                ) : null}
              </Item>
            );
          })}
        </Items>
      )}
      {pages > 1 ? (
        <Pager aria-label={t('notice_pages')}>
          <ArrowButton type="button" disabled={current === 1} onClick={() => go(current - 1)}>
            {t('previous_page')}
          </ArrowButton>
          <StripWindow $items={visible}>
            <Strip
              style={{ transform: `translateX(-${offset}px)` }}
              data-testid="notice-strip"
              data-offset={offset}
            >
              {Array.from({ length: pages }, (_, index) => {
                const number = index + 1;
                return (
                  <li key={number}>
                    <PageButton
                      type="button"
                      aria-current={number === current ? 'page' : undefined}
                      aria-label={t('page_n', { page: number })}
                      onClick={() => go(number)}
                    >
                      {number}
                    </PageButton>
                  </li>
                );
              })}
            </Strip>
          </StripWindow>
          <ArrowButton type="button" disabled={current === pages} onClick={() => go(current + 1)}>
            {t('next_page')}
          </ArrowButton>
        </Pager>
      ) : null}
    </Board>
  );
}
