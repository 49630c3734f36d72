import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { PointDetails } from '../details/point-details';
import { PointRules } from '../point-rules/point-rules';
import { renderPoints } from '../test/points-harness';
import { RedeemRecords } from './redeem-records';

const sandbox = setupSandbox();
// The sandbox seeds its history before SEED_EPOCH (2026-11-01): the views are pinned to that day.
const today = '2026-11-01';

describe('redeem records (content-and-play.md section 5)', () => {
  it('lists 13 per page for the last 7 days, filters by status and by a 30-day range', async () => {
    const { user } = await renderPoints(<RedeemRecords today={today} />);
    const rows = await screen.findAllByTestId('redeem-record');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(13);
    const before = rows.length;
    await user.click(screen.getByRole('button', { name: /Date range/ }));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('redeem-record').length).toBeGreaterThan(before),
    );
    expect(
      sandbox.calls.filter((call) => call.endsWith('MCSFE_getRedeemPointList')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /Date range/ })).toHaveTextContent(
      `${dayjs(today).subtract(29, 'day').format('YYYY-MM-DD')} to ${today}`,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'A');
    await waitFor(() =>
      expect(
        screen
          .queryAllByTestId('redeem-record')
          .every((row) => within(row).queryByText('Approved')),
      ).toBe(true),
    );
    expect(screen.getByRole('option', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rejected' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
  });
});

/** The query strings the site sent to a relay call (MSW answers the real fetch). */
function sentQueries(spy: MockInstance<typeof fetch>, call: string): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url: string) => url.includes(call))
    .map((url: string) => new URL(url, 'http://localhost').searchParams);
}

describe('the calls follow section 7', () => {
  it('getRedeemPointList: size 13, status, start of day and end date plus 86399000 ms', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await renderPoints(<RedeemRecords today={today} />);
    await screen.findAllByTestId('redeem-record');
    const [query] = sentQueries(spy, 'MCSFE_getRedeemPointList');
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      startDate: '2026-10-26 00:00:00',
      endDate: '2026-11-01 23:59:59',
      page: '1',
      size: '13',
    });
    spy.mockRestore();
  });

  it('ODSFE2_MemTransDet: accountTypeId 9, size 12, excludeTxTypeIds 9203', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await renderPoints(<PointDetails today={today} />);
    await screen.findAllByTestId('point-transaction');
    const [query] = sentQueries(spy, 'ODSFE2_MemTransDet');
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      startTime: '2026-10-26 00:00:00',
      endTime: '2026-11-01 23:59:59',
      accountTypeId: '9',
      size: '12',
      page: '1',
      excludeTxTypeIds: '9203',
    });
    spy.mockRestore();
  });
});

describe('point details (content-and-play.md section 7)', () => {
  it('lists the transactions with names by language', async () => {
    await renderPoints(<PointDetails today={today} />);
    const rows = await screen.findAllByTestId('point-transaction');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(12);
    expect(screen.getByRole('navigation', { name: /Pagination/i })).toBeInTheDocument();
  });
});

describe('point rules (content-and-play.md section 3)', () => {
  it('shows the exchange rate and the ratios as percent with 2 decimals', async () => {
    await renderPoints(<PointRules />);
    expect(await screen.findByTestId('exchange-rate')).toHaveTextContent('1 point = 0.01');
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(row('Live casino bets')).toHaveTextContent('0.50%');
    expect(row('Lottery bets')).toHaveTextContent('1.00%');
    expect(row('Slot bets')).toHaveTextContent('1.25%');
    expect(row('Deposits')).toHaveTextContent('2.00%');
  });
});
