import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/ui-messages';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { FieldLabel } from '../text-field/field-parts';
import { CalendarGrid } from './calendar-grid';
import { localeOf } from './calendar-locale';
import { monthOf, notAfter } from './calendar-rules';
import { DatePresets } from './date-presets';
import {
  clampRange,
  DEFAULT_MAX_RANGE_DAYS,
  isSelectable,
  platformToday,
  rangeOf,
  type DateRange,
} from './date-range';
import { Hint, Panel, Root, Trigger } from './date-range-picker-styles';
import { MonthNav } from './month-nav';

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
  const [month, setMonth] = useState(monthOf(range.end));
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
    setMonth(monthOf(range.end));
    setAnchor(null);
    moveFocusRef.current = true;
    setOpen(true);
  };

  const focusDay = (day: string) => {
    const target = notAfter(day, today);
    setFocused(target);
    setMonth(monthOf(target));
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
          <DatePresets
            presets={presets}
            maxDays={maxDays}
            today={today}
            onPick={(picked) => {
              onChange(picked);
              close(true);
            }}
          />
          <MonthNav
            month={month}
            today={today}
            locale={locale}
            titleId={titleId}
            onMonthChange={setMonth}
          />
          <CalendarGrid
            ref={gridRef}
            month={month}
            locale={locale}
            titleId={titleId}
            range={range}
            anchor={anchor}
            focused={focused}
            selectable={selectable}
            onFocusDay={setFocused}
            onMove={focusDay}
            onPick={pick}
          />
          <Hint>{anchor ? t('date_pick_end') : t('date_range_hint', { count: maxDays })}</Hint>
        </Panel>
      ) : null}
    </Root>
  );
}
