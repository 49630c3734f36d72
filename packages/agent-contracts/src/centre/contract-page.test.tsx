import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_DIALOGS } from '../constants';
import { decodeContracts } from '../rules/contract-rules';
import { renderContracts, signedInStore } from '../test/agent';
import { ContractPage } from './contract-page';
import { CONTRACT_PAGE_IDS, pageEntries, type ContractPageId } from './contract-pages';

const sandbox = setupSandbox();

describe('centre pages from contract data (account-access.md section 2, ADR 0113)', () => {
  it.each<[ContractPageId, number]>([
    ['agentDividendRecordCopy', 2],
    ['agentDividendRecordCopy2', 6],
    ['agentDailyWages2', 6],
    ['agentMRDailySalary', 1],
    ['agentHourSalary', 6],
    ['agentRealtimeSalary', 6],
    ['playerMRDailySalary', 1],
  ])("%s lists %i of agent00's contracts", async (page, count) => {
    const store = await signedInStore('agent00');
    await renderContracts(<ContractPage page={page} />, store);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(count);
  });

  it('the dividend page shows every field of section 3 and each status', async () => {
    const store = await signedInStore('agent00');
    await renderContracts(<ContractPage page="agentDividendRecordCopy2" />, store);
    const cards = await screen.findAllByRole('article');
    for (const label of [
      'Net loss',
      'Contract rate',
      'Total bet this period',
      'Total bet required this period',
      'Minimum bet',
      'Active members',
    ])
      expect(within(cards[0]!).getByText(label)).toBeInTheDocument();
    for (const status of ['Pending', 'Active', 'Cancellation requested', 'Accepted', 'Rejected'])
      expect(screen.getAllByText(`Status: ${status}`).length).toBeGreaterThan(0);
  });

  it('rates tables: bet volume, active members, rate type P percent or fixed, rate; and bet amount, loss rate, win rate', async () => {
    const store = await signedInStore('agent00');
    await renderContracts(<ContractPage page="agentMRDailySalary" />, store);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bet volume', 'Active members', 'Rate type', 'Rate']);
    expect(within(table).getByText('Percentage')).toBeInTheDocument();
    expect(within(table).getByText('Fixed amount')).toBeInTheDocument();
    expect(within(table).getByText('0.50%')).toBeInTheDocument();
    expect(within(table).getByText('120.00')).toBeInTheDocument();
  });

  it('real-time salary rates table', async () => {
    const store = await signedInStore('agent00');
    await renderContracts(<ContractPage page="agentRealtimeSalary" />, store);
    const [table] = await screen.findAllByRole('table');
    expect(
      within(table!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bet amount', 'Loss rate', 'Win rate']);
  });

  it('opens the contract request modal from the centre', async () => {
    const store = await signedInStore('agent00');
    const { user, dialogs } = await renderContracts(<ContractPage page="agentHourSalary" />, store);
    await user.click(await screen.findByRole('button', { name: 'View contract requests' }));
    expect(dialogs.open).toHaveBeenCalledWith(AGENT_CONTRACT_DIALOGS.contractRequests, {
      tab: 'new',
    });
  });

  it('trial04 loads nothing and reads that contracts are for agents', async () => {
    const store = await signedInStore('trial04');
    await renderContracts(<ContractPage page="agentHourSalary" />, store);
    expect(
      await screen.findByText('Contract data is available to agent accounts only'),
    ).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('GET /wps/member/info/funds/consolidated');
  });

  it('dividend pages stay empty unless some dividend is A or V', () => {
    const data = decodeContracts({
      dividend: [{ productType: 'LIVE', computationPeriod: 'MONTH', status: 'P' }],
      dailySalary: [],
    });
    for (const page of CONTRACT_PAGE_IDS) expect(pageEntries(page, data)).toEqual([]);
  });
});
