import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { TeamOverviewPage } from './team-overview-page';

const sandbox = setupSandbox();

describe('team overview (the default agent page)', () => {
  it("shows agent41's team size, members and money for the last 7 days", async () => {
    const store = await signedInStore('agent41');
    await renderAgent(<TeamOverviewPage />, store);
    const size = await screen.findByTestId('overview-teamSize');
    expect(within(size).getByText('Team size')).toBeInTheDocument();
    expect(within(size).getByText('24')).toBeInTheDocument();
    for (const id of ['newMembers', 'activeMembers', 'deposits', 'withdrawals', 'bets', 'profit'])
      expect(screen.getByTestId(`overview-${id}`)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('overview-bets')).getByText(/^\d[\d,]*\.\d{2}$/),
    ).toBeInTheDocument();
    const call = sandbox.calls.find((entry) => entry.startsWith('GET /wps/agent/team/overview'));
    expect(call).toBeDefined();
  });

  it('shows a retry when the overview cannot load', async () => {
    const store = await signedInStore('player01');
    await renderAgent(<TeamOverviewPage />, store);
    expect(await screen.findByText('Could not load this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
