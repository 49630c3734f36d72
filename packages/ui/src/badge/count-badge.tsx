import { vars } from '@site/theme';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../styles/visually-hidden';

const Root = styled.span<{ $tone: CountBadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  background: ${(p) => (p.$tone === 'brand' ? vars.color.brand : vars.color.danger)};
  color: ${(p) => (p.$tone === 'brand' ? vars.color.onBrand : vars.color.onDanger)};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export type CountBadgeTone = 'danger' | 'brand';

/** The text a badge shows: the count, or `max+` above `max`; null when there is nothing to show. */
export function formatBadgeCount(count: number, max = 99): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > max ? `${max}+` : String(whole);
}

export interface CountBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  count: number;
  /** Above this the badge shows `max+` (default 99, so 100 shows "99+"). */
  max?: number;
  /**
   * What the number means for screen readers, e.g. "5 unread messages"; the visible number is
   * then hidden from them. Without it the number itself is read.
   */
  label?: string;
  tone?: CountBadgeTone;
}

/** A small count bubble (unread messages, mission counts). Renders nothing at 0. */
export function CountBadge({ count, max = 99, label, tone = 'danger', ...props }: CountBadgeProps) {
  const text = formatBadgeCount(count, max);
  if (text === null) return null;
  return (
    <Root $tone={tone} {...props}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </Root>
  );
}
