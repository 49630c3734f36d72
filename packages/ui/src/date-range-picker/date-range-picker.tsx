import { vars } from '@site/theme';
import type dayjs from 'dayjs';
import ja from 'dayjs/locale/ja';
import th from 'dayjs/locale/th';
import vi from 'dayjs/locale/vi';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { UI_NAMESPACE } from '../i18n/ui-messages';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { focusRing } from '../styles/focus-ring';
import { FieldLabel, FieldRoot } from '../text-field/field-parts';
import {
  clampRange,
  DEFAULT_MAX_RANGE_DAYS,
  fromDay,
  isSelectable,
  lastDays,
  monthGrid,
  platformToday,
  rangeOf,
  toDay,
  type DateRange,
} from './date-range';

/** dayjs locale data per site language (English is dayjs's built-in default). */
const LOCALES: Record<string, ILocale | undefined> = {
  CN: zhCn,
  TW: zhTw,
  JA: ja,
  TH: th,
  VI: vi,
};

const EN_WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

function localeOf(language: string): {
  data: ILocale | string;
  weekdays: string[];
  weekStart: number;
} {
  const data = LOCALES[language.toUpperCase()];
  if (!data) return { data: 'en', weekdays: EN_WEEKDAYS, weekStart: 0 };
  const weekdays =
    data.weekdaysMin ??
    data.weekdaysShort ??
    data.weekdays?.map((day) => day.slice(0, 2)) ??
    EN_WEEKDAYS;
  return { data, weekdays, weekStart: data.weekStart ?? 0 };
}

const Root = styled(FieldRoot)`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 2.5em;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  left: 0;
  z-index: ${vars.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 18rem;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.xs};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const small = css`
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const SmallButton = styled.button`
  ${small}
`;

const NavButton = styled.button`
  ${small}
  display: inline-flex;
  align-items: center;
  padding: ${vars.space.xxs};
`;

const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  text-align: center;
  font-size: ${vars.font.sizeSm};

  th {
    padding: ${vars.space.xxs};
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightRegular};
  }

  td {
    padding: 1px;
  }
`;

const Day = styled.button<{ $selected: boolean; $inRange: boolean }>`
  width: 2.25em;
  height: 2.25em;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${(p) =>
    p.$selected ? vars.color.brand : p.$inRange ? vars.color.surfaceSunken : 'transparent'};
  color: ${(p) => (p.$selected ? vars.color.onBrand : vars.color.text)};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-disabled='true'] {
    color: ${vars.color.textMuted};
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

export interface DateRangePickerProps {
  /** The visible label of the control. */
  label: ReactNode;
  value: DateRange;
  /** Called with a range that obeys the rules (never after today, at most `maxDays`). */
  onChange: (range: DateRange) => void;
  /** The longest range in days, both ends included (default 30). */
  maxDays?: number;
  /** Today as `YYYY-MM-DD` (tests and stories pin it; default the real today). */
  today?: string;
  /** Quick choices of "the last N days" (default today, 7 and 30, capped by `maxDays`). */
  presets?: readonly number[];
  className?: string;
}

/**
 * The date-range picker of every history view (content-and-play.md sections 2 and 5): no day
 * after today, at most `maxDays` days, keyboard operable (arrow keys move a day or a week, Page
 * Up/Down a month, Home/End the week, Enter or Space picks), localised through the `ui`
 * namespace and dayjs's locales. The first pick is the start, the second the end.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  maxDays = DEFAULT_MAX_RANGE_DAYS,
  today: todayProp,
  presets = [1, 7, 30],
  className,
}: DateRangePickerProps) {
  const t = useUiTranslation();
  const { i18n } = useTranslation(UI_NAMESPACE);
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language ?? 'EN');
  const today = todayProp ?? platformToday();
  const range = clampRange(value, { today, maxDays });
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [focused, setFocused] = useState(range.end);
  const [month, setMonth] = useState(toDay(fromDay(range.end).startOf('month')));
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusRef = useRef(false);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    setAnchor(null);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        setAnchor(null);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (!open || !moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused, month]);

  const openPanel = () => {
    setFocused(range.end);
    setMonth(toDay(fromDay(range.end).startOf('month')));
    setAnchor(null);
    moveFocusRef.current = true;
    setOpen(true);
  };

  const focusDay = (day: string) => {
    const target = fromDay(day).isAfter(fromDay(today)) ? today : day;
    setFocused(target);
    setMonth(toDay(fromDay(target).startOf('month')));
    moveFocusRef.current = true;
  };

  const selectable = (day: string) => isSelectable(day, { today, maxDays, anchor });

  const pick = (day: string) => {
    if (!selectable(day)) return;
    if (anchor === null) {
      setAnchor(day);
      setFocused(day);
      return;
    }
    onChange(clampRange(rangeOf(anchor, day), { today, maxDays }));
    close(true);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = fromDay(focused);
    const moves: Record<string, () => dayjs.Dayjs> = {
      ArrowLeft: () => current.subtract(1, 'day'),
      ArrowRight: () => current.add(1, 'day'),
      ArrowUp: () => current.subtract(7, 'day'),
      ArrowDown: () => current.add(7, 'day'),
      PageUp: () => current.subtract(1, 'month'),
      PageDown: () => current.add(1, 'month'),
      Home: () => current.subtract((current.day() - locale.weekStart + 7) % 7, 'day'),
      End: () => current.add(6 - ((current.day() - locale.weekStart + 7) % 7), 'day'),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDay(toDay(move()));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
    }
  };

  const shownMonth = fromDay(month);
  const canGoNext = shownMonth.isBefore(fromDay(today), 'month');
  const title = shownMonth.locale(locale.data).format(t('date_month_format'));
  const weekdays = Array.from(
    { length: 7 },
    (_, i) => locale.weekdays[(i + locale.weekStart) % 7] ?? '',
  );
  const inShownRange = (day: string) =>
    !fromDay(day).isBefore(fromDay(range.start)) && !fromDay(day).isAfter(fromDay(range.end));
  const labelId = `${baseId}-label`;
  const titleId = `${baseId}-title`;
  const valueText = t('date_range_value', { start: range.start, end: range.end });

  return (
    <Root ref={rootRef} className={className}>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${baseId}-value`}
        onClick={() => (open ? close(false) : openPanel())}
      >
        <span id={`${baseId}-value`}>{valueText}</span>
      </Trigger>
      {open ? (
        <Panel
          role="dialog"
          aria-labelledby={labelId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <Presets>
            {presets
              .filter((days) => days <= maxDays)
              .map((days) => (
                <SmallButton
                  key={days}
                  type="button"
                  onClick={() => {
                    onChange(lastDays(days, today));
                    close(true);
                  }}
                >
                  {days === 1 ? t('date_preset_today') : t('date_preset_days', { count: days })}
                </SmallButton>
              ))}
          </Presets>
          <Row>
            <NavButton
              type="button"
              aria-label={t('date_previous_month')}
              onClick={() => setMonth(toDay(shownMonth.subtract(1, 'month')))}
            >
              <ChevronLeftIcon />
            </NavButton>
            <strong id={titleId} aria-live="polite">
              {title}
            </strong>
            <NavButton
              type="button"
              aria-label={t('date_next_month')}
              disabled={!canGoNext}
              onClick={() => setMonth(toDay(shownMonth.add(1, 'month')))}
            >
              <ChevronRightIcon />
            </NavButton>
          </Row>
          <Grid ref={gridRef} role="grid" aria-labelledby={titleId} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {weekdays.map((day, i) => (
                  <th key={i} scope="col" abbr={day}>
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month, locale.weekStart).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) =>
                    day === null ? (
                      <td key={d} role="gridcell" />
                    ) : (
                      <td
                        key={day}
                        role="gridcell"
                        aria-selected={anchor ? day === anchor : inShownRange(day)}
                      >
                        <Day
                          type="button"
                          data-day={day}
                          tabIndex={day === focused ? 0 : -1}
                          aria-disabled={!selectable(day)}
                          aria-label={fromDay(day).locale(locale.data).format('YYYY-MM-DD dddd')}
                          $selected={
                            anchor ? day === anchor : day === range.start || day === range.end
                          }
                          $inRange={!anchor && inShownRange(day)}
                          onFocus={() => setFocused(day)}
                          onClick={() => pick(day)}
                          onKeyDown={(event) => {
                            // The grid handles Enter and Space; keep the button from clicking too.
                            if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
                          }}
                        >
                          {fromDay(day).date()}
                        </Day>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Grid>
          <Hint>{anchor ? t('date_pick_end') : t('date_range_hint', { count: maxDays })}</Hint>
        </Panel>
      ) : null}
    </Root>
  );
}
