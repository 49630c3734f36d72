import type { Ref } from 'react';
import { dayAfterKey, isPickKey } from './calendar-keys';
import { dayLabel, weekdayHeaders, type CalendarLocale } from './calendar-locale';
import { dayMarks } from './calendar-rules';
import { fromDay, monthGrid, type DateRange } from './date-range';
import { Day, Grid } from './date-range-picker-styles';

export interface CalendarGridProps {
  ref?: Ref<HTMLTableElement>;
  /** The shown month (its first day, `YYYY-MM-DD`). */
  month: string;
  locale: CalendarLocale;
  /** The id of the month's title, which names the grid. */
  titleId: string;
  /** The range drawn when no start is being picked. */
  range: DateRange;
  /** The start picked so far, or `null`. */
  anchor: string | null;
  /** The day that takes the grid's one tab stop. */
  focused: string;
  /** Whether a day can be picked; the others are `aria-disabled`. */
  selectable: (day: string) => boolean;
  /** A day took the focus (by Tab or a click). */
  onFocusDay: (day: string) => void;
  /** A key asks to move the focus to `day` (it may be after today). */
  onMove: (day: string) => void;
  /** A day was clicked, or Enter or Space was pressed on the focused day. */
  onPick: (day: string) => void;
}

/**
 * The month as a `role="grid"` table of day buttons with one tab stop (the focused day). Arrow
 * keys move a day or a week, Page Up/Down a month, Home/End the week; Enter or Space picks.
 */
export function CalendarGrid({
  ref,
  month,
  locale,
  titleId,
  range,
  anchor,
  focused,
  selectable,
  onFocusDay,
  onMove,
  onPick,
}: CalendarGridProps) {
  return (
    <Grid
      ref={ref}
      role="grid"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        const target = dayAfterKey(event.key, focused, locale.weekStart);
        if (target !== null) {
          event.preventDefault();
          onMove(target);
          return;
        }
        if (isPickKey(event.key)) {
          event.preventDefault();
          onPick(focused);
        }
      }}
    >
      <thead>
        <tr>
          {weekdayHeaders(locale).map((day, i) => (
            <th key={i} scope="col" abbr={day}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month, locale.weekStart).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (day === null) return <td key={d} role="gridcell" />;
              const marks = dayMarks(day, range, anchor);
              return (
                <td key={day} role="gridcell" aria-selected={marks.ariaSelected}>
                  <Day
                    type="button"
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-disabled={!selectable(day)}
                    aria-label={dayLabel(day, locale)}
                    $selected={marks.selected}
                    $inRange={marks.inRange}
                    onFocus={() => onFocusDay(day)}
                    onClick={() => onPick(day)}
                    onKeyDown={(event) => {
                      // The grid handles Enter and Space; keep the button from clicking too.
                      if (isPickKey(event.key)) event.preventDefault();
                    }}
                  >
                    {fromDay(day).date()}
                  </Day>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
