import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { monthTitle, type CalendarLocale } from './calendar-locale';
import { addMonths, hasNextMonth } from './calendar-rules';
import { NavButton, Row } from './date-range-picker-styles';

export interface MonthNavProps {
  /** The shown month (its first day, `YYYY-MM-DD`). */
  month: string;
  /** Today as `YYYY-MM-DD`: no month after today's can be shown. */
  today: string;
  locale: CalendarLocale;
  /** The id of the title, which names the grid. */
  titleId: string;
  /** Called with the month to show instead. */
  onMonthChange: (month: string) => void;
}

/** The month's title, announced as it changes, between the previous- and next-month buttons. */
export function MonthNav({ month, today, locale, titleId, onMonthChange }: MonthNavProps) {
  const t = useUiTranslation();
  return (
    <Row>
      <NavButton
        type="button"
        aria-label={t('date_previous_month')}
        onClick={() => onMonthChange(addMonths(month, -1))}
      >
        <ChevronLeftIcon />
      </NavButton>
      <strong id={titleId} aria-live="polite">
        {monthTitle(month, locale, t('date_month_format'))}
      </strong>
      <NavButton
        type="button"
        aria-label={t('date_next_month')}
        disabled={!hasNextMonth(month, today)}
        onClick={() => onMonthChange(addMonths(month, 1))}
      >
        <ChevronRightIcon />
      </NavButton>
    </Row>
  );
}
