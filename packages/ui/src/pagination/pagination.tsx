import { vars } from '@site/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { focusRing } from '../styles/focus-ring';
import { paginationRange } from './pagination-range';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 2.25em;
  height: 2.25em;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};
  ${focusRing}

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${vars.color.surfaceSunken};
  }
  &[aria-current='page'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brand};
    color: ${vars.color.onBrand};
    font-weight: ${vars.font.weightBold};
    cursor: default;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Ellipsis = styled.li`
  min-width: 2.25em;
  text-align: center;
  color: ${vars.color.textMuted};
`;

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. With one page or none, nothing is rendered. */
  pageCount: number;
  /** Called with the page the user asked for (never the current one). */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current page (default 1). */
  siblingCount?: number;
  /** Pages always shown at each end (default 1). */
  boundaryCount?: number;
  /** Show the first-page and last-page buttons (default true). */
  showFirstLast?: boolean;
  /** Names the navigation landmark; defaults to the translated "Pagination". */
  'aria-label'?: string;
  className?: string;
}

/**
 * Numbered paging inside a labelled `nav`: first, previous, page numbers with ellipses, next
 * and last. The current page is marked `aria-current="page"`; each number is named "Page N".
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const t = useUiTranslation();
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };

  const stepButton = (key: string, label: string, icon: ReactNode, target: number) => (
    <li key={key}>
      <PageButton
        type="button"
        aria-label={label}
        disabled={target === current}
        onClick={() => go(target)}
      >
        {icon}
      </PageButton>
    </li>
  );

  return (
    <nav aria-label={ariaLabel ?? t('pagination')} className={className}>
      <List>
        {showFirstLast ? stepButton('first', t('pagination_first'), <ChevronsLeftIcon />, 1) : null}
        {stepButton(
          'previous',
          t('pagination_previous'),
          <ChevronLeftIcon />,
          Math.max(1, current - 1),
        )}
        {paginationRange(current, count, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination_page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Ellipsis key={item} aria-hidden="true">
              …
            </Ellipsis>
          ),
        )}
        {stepButton(
          'next',
          t('pagination_next'),
          <ChevronRightIcon />,
          Math.min(count, current + 1),
        )}
        {showFirstLast
          ? stepButton('last', t('pagination_last'), <ChevronsRightIcon />, count)
          : null}
      </List>
    </nav>
  );
}
