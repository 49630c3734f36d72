import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import type { DateRange } from './date-range';
import { DateRangePicker } from './date-range-picker';

const today = '2026-11-23';

function Harness({
  onChange,
  maxDays,
}: {
  onChange: (range: DateRange) => void;
  maxDays?: number;
}) {
  const [value, setValue] = useState<DateRange>({ start: '2026-11-17', end: today });
  return (
    <DateRangePicker
      label="Period"
      value={value}
      today={today}
      {...(maxDays ? { maxDays } : {})}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('shows the range and opens a labelled grid of the month', async () => {
    const { user } = renderUi(<Harness onChange={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /Period/ });
    expect(trigger).toHaveTextContent('2026-11-17 to 2026-11-23');
    await user.click(trigger);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^2026-11-23/ })).toHaveFocus();
  });

  it('days after today cannot be picked and the next month is closed', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    const tomorrow = screen.getByRole('button', { name: /^2026-11-24/ });
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.click(tomorrow);
    await user.click(tomorrow);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('is keyboard operable: arrows move days, Enter picks start and end', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('{ArrowRight}');
    // Today is the last day: focus stays on it.
    expect(screen.getByRole('button', { name: /^2026-11-23/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^2026-11-15/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Choose the end date')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-22' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Period/ })).toHaveFocus();
  });

  it('keeps the range within the maximum once a start is chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} maxDays={7} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.click(screen.getByRole('button', { name: /^2026-11-20/ }));
    expect(screen.getByRole('button', { name: /^2026-11-13/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: /^2026-11-14/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await user.click(screen.getByRole('button', { name: /^2026-11-13/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^2026-11-14/ }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-14', end: '2026-11-20' });
  });

  it('pages through months and offers the last 30 days', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-10-25', end: today });
  });

  it('Escape closes and returns focus', async () => {
    const { user } = renderUi(<Harness onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Period/ })).toHaveFocus();
  });

  it.each([
    ['CN', '2026年11月', '一'],
    ['TW', '2026年11月', '日'],
    ['JA', '2026年11月', '日'],
    ['TH', 'พฤศจิกายน 2026', 'อา.'],
    ['VI', 'tháng 11 năm 2026', 'T2'],
  ] as const)('is localised in %s', async (lng, title, firstWeekday) => {
    const { user } = renderUi(<Harness onChange={() => undefined} />, { lng });
    await user.click(screen.getAllByRole('button')[0]!);
    const grid = screen.getByRole('grid', { name: title });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent(firstWeekday);
  });
});
