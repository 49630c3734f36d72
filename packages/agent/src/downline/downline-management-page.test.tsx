import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAgent, signedInStore } from '../test/agent';
import { DownlineManagementPage } from './downline-management-page';

const sandbox = setupSandbox();

async function open() {
  const store = await signedInStore('agent41');
  return renderAgent(<DownlineManagementPage />, store);
}

describe('downline management: team list', () => {
  it('pages the 24 seeded downlines ten at a time and searches by username', async () => {
    const { user } = await open();
    expect(await screen.findAllByTestId('team-member')).toHaveLength(10);
    expect(screen.getByText('24 members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(4));
    await user.type(screen.getByLabelText('Search username'), 'a41mem07');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(1));
    expect(screen.getByText('a41mem07')).toBeInTheDocument();
  });
});

describe('downline management: transfer', () => {
  async function openTransfer(username: string) {
    const rendered = await open();
    await screen.findAllByTestId('team-member');
    await rendered.user.click(screen.getByRole('button', { name: `Transfer to ${username}` }));
    const dialog = await screen.findByRole('dialog', { name: `Transfer to ${username}` });
    await within(dialog).findByTestId('transfer-limits');
    return { ...rendered, dialog };
  }

  it('shows the limits and refuses amounts outside them with translated messages', async () => {
    const { user, dialog } = await openTransfer('a41mem01');
    expect(within(dialog).getByTestId('transfer-limits')).toHaveTextContent(
      '10.00 to 50,000.00 per transfer; available balance 3,690.00',
    );
    const amount = within(dialog).getByLabelText('Amount');
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    for (const [typed, message] of [
      ['5', 'The amount must be at least 10.00'],
      ['60000', 'The amount must be at most 50,000.00'],
      ['4000', 'The amount is more than your balance of 3,690.00'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    }
    expect(sandbox.calls).not.toContain('POST /wps/agent/team/transfer');
  });

  it('keeps the money format while typing and transfers once', async () => {
    const { user, dialog } = await openTransfer('a41mem01');
    const amount = within(dialog).getByLabelText('Amount');
    await user.type(amount, '1,2a5.678');
    expect(amount).toHaveValue('125.67');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred 125.67 to a41mem01')).toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call === 'POST /wps/agent/team/transfer')).toHaveLength(
      1,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const wallet = sandbox.app.world.findAccount('default', 'agent41')?.wallets[0];
    expect(wallet?.availBalance).toBe(3564.33);
  });
});
