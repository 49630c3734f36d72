import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { localeOf } from './calendar-locale';
import { MonthNav } from './month-nav';

const today = '2026-11-23';
const en = localeOf('EN');

describe('MonthNav', () => {
  it.each([
    ['2026-11-01', 'November 2026', true],
    ['2026-10-01', 'October 2026', false],
    ['2025-12-01', 'December 2025', false],
  ])('%s is titled %j; next month closed: %s', (month, title, nextClosed) => {
    renderUi(
      <MonthNav month={month} today={today} locale={en} titleId="t" onMonthChange={vi.fn()} />,
    );
    expect(screen.getByText(title)).toHaveAttribute('id', 't');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty(
      'disabled',
      nextClosed,
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it.each([
    ['2026-10-01', 'Previous month', '2026-09-01'],
    ['2026-10-01', 'Next month', '2026-11-01'],
    ['2026-01-01', 'Previous month', '2025-12-01'],
    ['2025-12-01', 'Next month', '2026-01-01'],
  ])('from %s, %s shows %s', async (month, button, expected) => {
    const onMonthChange = vi.fn();
    const { user } = renderUi(
      <MonthNav
        month={month}
        today={today}
        locale={en}
        titleId="t"
        onMonthChange={onMonthChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: button }));
    expect(onMonthChange).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it("a click on the closed next month in today's month does nothing", async () => {
    const onMonthChange = vi.fn();
    const { user } = renderUi(
      <MonthNav
        month="2026-11-01"
        today={today}
        locale={en}
        titleId="t"
        onMonthChange={onMonthChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).not.toHaveBeenCalled();
  });

  it('titles the month in the language of the locale, with the ui format', () => {
    renderUi(
      <MonthNav
        month="2026-11-01"
        today={today}
        locale={localeOf('CN')}
        titleId="t"
        onMonthChange={vi.fn()}
      />,
      { lng: 'CN' },
    );
    expect(screen.getByText('2026年11月')).toHaveAttribute('aria-live', 'polite');
  });
});
