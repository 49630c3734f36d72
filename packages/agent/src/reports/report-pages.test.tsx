import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { DownlineTransactionsPage, ProfitStatementPage, RevenueReportPage } from './report-pages';

const sandbox = setupSandbox();

describe('reports: 30-day periods, paging and totals', () => {
  it.each<[string, ReactElement, string, string]>([
    [
      'team profit and loss',
      <ProfitStatementPage />,
      'agent-profit',
      '/wps/relay/MCSFE_getTeamProfitLoss',
    ],
    [
      'team betting report',
      <RevenueReportPage />,
      'agent-revenue',
      '/wps/relay/MCSFE_getTeamBettingReport',
    ],
  ])('%s shows rows and a totals row', async (_name, page, testId, path) => {
    const store = await signedInStore('agent41');
    await renderAgent(page, store);
    const rows = await screen.findAllByTestId(`${testId}-row`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(within(screen.getByTestId(`${testId}-totals`)).getByText('Totals')).toBeInTheDocument();
    const call = sandbox.calls.find((entry) => entry.startsWith(`GET ${path}`));
    expect(call).toBeDefined();
  });

  it('the profit statement pages 24 downlines and asks for page 3', async () => {
    const store = await signedInStore('agent41');
    const { user } = await renderAgent(<ProfitStatementPage />, store);
    await screen.findAllByTestId('agent-profit-row');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('a41mem24')).toBeInTheDocument();
  });

  it('downline transactions show their totals (count, in, out)', async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<DownlineTransactionsPage />, store);
    const totals = await screen.findByTestId('agent-transactions-totals');
    expect(totals).toHaveTextContent(/\d+ transactions/);
    expect(totals).toHaveTextContent(/Money in [\d,]+\.\d{2}/);
  });

  it('opens on the last 7 days up to today', async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<ProfitStatementPage today="2026-11-21" />, store);
    await screen.findAllByTestId('agent-profit-row');
    const picker = screen.getByRole('button', { name: /^Period/ });
    expect(picker).toHaveAccessibleName(expect.stringContaining('2026-11-15'));
    expect(picker).toHaveAccessibleName(expect.stringContaining('2026-11-21'));
  });
});
