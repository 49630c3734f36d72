import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid';
import { localeOf } from './calendar-locale';
import { isSelectable } from './date-range';

const today = '2026-11-23';

function renderGrid(props: Partial<CalendarGridProps> = {}) {
  const handlers = { onFocusDay: vi.fn(), onMove: vi.fn(), onPick: vi.fn() };
  const anchor = props.anchor ?? null;
  const view = renderUi(
    <>
      <span id="title">November 2026</span>
      <CalendarGrid
        month="2026-11-01"
        locale={localeOf('EN')}
        titleId="title"
        range={{ start: '2026-11-17', end: today }}
        anchor={anchor}
        focused={today}
        selectable={(day) => isSelectable(day, { today, maxDays: 7, anchor })}
        {...handlers}
        {...props}
      />
    </>,
  );
  return { ...view, ...handlers };
}

const dayButton = (day: string) => screen.getByRole('button', { name: new RegExp(`^${day}`) });

describe('CalendarGrid', () => {
  it('is a grid named by the title, with one tab stop on the focused day', () => {
    renderGrid({ focused: '2026-11-20' });
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(dayButton('2026-11-20')).toHaveAttribute('tabindex', '0');
    const tabStops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });

  it.each([
    ['EN', 'Su', ['2026-11-01', '2026-11-07']],
    ['VI', 'T2', [null, '2026-11-01']],
  ] as const)('in %s the week starts on %s', (language, firstHeader, [firstCell, lastCell]) => {
    renderGrid({ locale: localeOf(language) });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(firstHeader);
    const firstRow = screen.getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells[0]!.querySelector('button')?.dataset.day ?? null).toBe(firstCell);
    expect(cells[6]!.querySelector('button')?.dataset.day ?? null).toBe(lastCell);
  });

  it.each([
    ['{ArrowLeft}', '2026-11-22'],
    ['{ArrowRight}', '2026-11-24'],
    ['{ArrowUp}', '2026-11-16'],
    ['{ArrowDown}', '2026-11-30'],
    ['{PageUp}', '2026-10-23'],
    ['{PageDown}', '2026-12-23'],
    ['{Home}', '2026-11-22'],
    ['{End}', '2026-11-28'],
  ])('%s asks to move the focus to %s', async (keys, day) => {
    const { user, onMove, onPick } = renderGrid();
    await user.tab();
    expect(dayButton(today)).toHaveFocus();
    await user.keyboard(keys);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(day);
    expect(onPick).not.toHaveBeenCalled();
  });

  it.each([['{Enter}'], [' ']])('%j picks the focused day once', async (keys) => {
    const { user, onMove, onPick } = renderGrid({ focused: '2026-11-20' });
    await user.tab();
    await user.keyboard(keys);
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2026-11-20');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('other keys do nothing', async () => {
    const { user, onMove, onPick } = renderGrid();
    await user.tab();
    await user.keyboard('a{Shift}');
    expect(onMove).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a click picks the day and a focus reports it', async () => {
    const { user, onPick, onFocusDay } = renderGrid();
    await user.click(dayButton('2026-11-05'));
    expect(onFocusDay).toHaveBeenCalledWith('2026-11-05');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2026-11-05');
  });

  it('days that cannot be picked are aria-disabled', () => {
    renderGrid({ anchor: '2026-11-20' });
    expect(dayButton('2026-11-13')).toHaveAttribute('aria-disabled', 'true');
    expect(dayButton('2026-11-14')).toHaveAttribute('aria-disabled', 'false');
    expect(dayButton('2026-11-23')).toHaveAttribute('aria-disabled', 'false');
    expect(dayButton('2026-11-24')).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    [
      null,
      ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', today],
    ],
    ['2026-11-10', ['2026-11-10']],
  ])('with start %s the selected cells are %j', (anchor, selected) => {
    renderGrid({ anchor });
    const cells = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true')
      .map((cell) => cell.querySelector('button')?.dataset.day);
    expect(cells).toEqual(selected);
  });
});
