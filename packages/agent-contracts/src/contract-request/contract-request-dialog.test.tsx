import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderContracts, signedInStore } from '../test/agent';
import { ContractRequestDialog } from './contract-request-dialog';

const sandbox = setupSandbox();
const CONSOLIDATED = 'GET /wps/member/info/funds/consolidated';
const count = (call: string) => sandbox.calls.filter((entry) => entry === call).length;
const agent00 = () => sandbox.app.world.findAccount('default', 'agent00');

async function openAs(username: string, tab?: 'new' | 'termination') {
  const store = await signedInStore(username);
  const onClose = vi.fn();
  const view = await renderContracts(
    <ContractRequestDialog params={tab ? { tab } : undefined} onClose={onClose} />,
    store,
  );
  await screen.findByRole('tab', { name: /New requests/ });
  return { ...view, onClose };
}

describe('contract request modal (content-and-play.md section 4)', () => {
  it('lists V contracts as termination requests and every other status as new requests', async () => {
    const { user } = await openAs('agent00');
    expect(screen.getByRole('tab', { name: 'New requests (20)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const newPanel = screen.getByRole('tabpanel');
    expect(within(newPanel).getAllByRole('button', { name: /^Accept:/ })).toHaveLength(8);
    expect(within(newPanel).getAllByRole('button', { name: /^Reject:/ })).toHaveLength(8);
    expect(within(newPanel).queryByRole('button', { name: /Request cancellation/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Termination requests (4)' }));
    const termination = screen.getByRole('tabpanel');
    expect(within(termination).getAllByRole('article')).toHaveLength(4);
    expect(
      within(termination).getAllByRole('button', { name: /^Request cancellation:/ }),
    ).toHaveLength(4);
    expect(
      within(termination).getAllByRole('button', { name: /^Agree to terminate:/ }),
    ).toHaveLength(4);
  });

  it('shows every dividend field of section 3, translated product types and money in the site format', async () => {
    await openAs('agent00');
    const card = screen.getByRole('article', {
      name: 'Dividend contract (Live casino, Half month)',
    });
    for (const label of [
      'Product type',
      'Computation period',
      'Minimum bet',
      'Net loss',
      'Active members',
      'Contract rate',
      'Total bet this period',
      'Total bet required this period',
    ])
      expect(within(card).getByText(label)).toBeInTheDocument();
    // minimumBet and periodicTotalBetRequired are both 10000 in the seed
    expect(within(card).getAllByText('10,000.00')).toHaveLength(2);
    expect(within(card).getByText('8,000.00')).toBeInTheDocument();
    expect(within(card).getByText('10.00%')).toBeInTheDocument();
    expect(within(card).getByText('Status: Pending')).toBeInTheDocument();
  });

  it('accepting a pending daily salary offer sends A, says contract_request_success and reloads the list', async () => {
    const { user } = await openAs('agent00');
    const daily = agent00()?.contracts.daily.find((contract) => contract.status === 'P');
    expect(daily).toBeDefined();
    const before = count(CONSOLIDATED);
    await user.click(
      screen.getByRole('button', { name: `Accept: Daily salary contract #${daily?.id}` }),
    );
    expect(await screen.findByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(count(CONSOLIDATED)).toBe(before + 1));
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_processDailySalaryContract');
    expect(agent00()?.contracts.daily.find((contract) => contract.id === daily?.id)?.status).toBe(
      'V',
    );
    expect(
      await screen.findByRole('tab', { name: 'Termination requests (5)' }),
    ).toBeInTheDocument();
  });

  it('asks first when the downline rate is higher; cancelling sends nothing, confirming sends A', async () => {
    const { user } = await openAs('agent00');
    const higher = agent00()?.contracts.dividend.find((contract) => contract.downlineHigherRate);
    expect(higher?.status).toBe('E');
    const name = 'Accept: Dividend contract (Slots, Monthly)';
    await user.click(screen.getByRole('button', { name }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Downline rate is higher' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(sandbox.calls).not.toContain('POST /wps/relay/MCSFE_processContractDividend');

    await user.click(screen.getByRole('button', { name }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(higher?.status).toBe('V'));
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_processContractDividend');
  });

  it('rejecting does not ask even when the downline rate is higher', async () => {
    const { user } = await openAs('agent00');
    await user.click(
      screen.getByRole('button', { name: 'Reject: Dividend contract (Slots, Monthly)' }),
    );
    await waitFor(() =>
      expect(
        agent00()?.contracts.dividend.find((contract) => contract.downlineHigherRate)?.status,
      ).toBe('R'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a V real-time salary contract sends C for the cancel request, then reloads', async () => {
    const { user } = await openAs('agent00', 'termination');
    const valid = agent00()?.contracts.realtime.find((contract) => contract.status === 'V');
    await user.click(
      screen.getByRole('button', {
        name: `Request cancellation: Real-time salary contract #${valid?.contractId}`,
      }),
    );
    await waitFor(() => expect(valid?.status).toBe('C'));
    expect(
      await screen.findByRole('tab', { name: 'Termination requests (3)' }),
    ).toBeInTheDocument();
  });

  it('the second button of a V hourly contract sends A', async () => {
    const { user } = await openAs('agent00', 'termination');
    const valid = agent00()?.contracts.hourly.find((contract) => contract.status === 'V');
    await user.click(
      screen.getByRole('button', {
        name: `Agree to terminate: Hourly salary contract #${valid?.contractId}`,
      }),
    );
    await waitFor(() => expect(valid?.status).toBe('A'));
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_processContractHourSalary');
  });

  it('an agent without contracts sees the empty new-request list', async () => {
    const store = await signedInStore('agent02');
    sandbox.app.world.findAccount('default', 'agent02')!.contracts = {
      dividend: [],
      daily: [],
      hourly: [],
      realtime: [],
    };
    await renderContracts(
      <ContractRequestDialog params={undefined} onClose={() => undefined} />,
      store,
    );
    expect(await screen.findByText('No new contract requests')).toBeInTheDocument();
  });
});
