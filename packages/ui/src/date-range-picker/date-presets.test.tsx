import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { DatePresets } from './date-presets';

const today = '2026-11-23';

describe('DatePresets', () => {
  it.each([
    [[1, 7, 30], 30, ['Today', 'Last 7 days', 'Last 30 days']],
    [[1, 7, 30], 7, ['Today', 'Last 7 days']],
    [[3, 14, 90], 30, ['Last 3 days', 'Last 14 days']],
    [[7, 30], 1, []],
  ])('presets %j with at most %i days offer %j', (presets, maxDays, labels) => {
    renderUi(<DatePresets presets={presets} maxDays={maxDays} today={today} onPick={vi.fn()} />);
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(labels);
  });

  it.each([
    ['Today', { start: today, end: today }],
    ['Last 7 days', { start: '2026-11-17', end: today }],
    ['Last 30 days', { start: '2026-10-25', end: today }],
  ])('%s picks %j', async (label, range) => {
    const onPick = vi.fn();
    const { user } = renderUi(
      <DatePresets presets={[1, 7, 30]} maxDays={30} today={today} onPick={onPick} />,
    );
    await user.click(screen.getByRole('button', { name: label }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(range);
  });
});
