import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWallet, WALLET_FLAGS } from '../test/wallet-harness';
import { vipShare } from './profile-summary';
import { SecurityCenter } from './security-center';

const sandbox = setupSandbox();

describe('securityCenter (issue 19)', () => {
  it('opens the change-password dialog through the bound link, and shows VIP progress and the methods', async () => {
    const open = vi.fn();
    const { user } = await renderWallet(<SecurityCenter />, {
      links: {
        resolve: (ref) => ({
          target: { kind: 'route', to: '/' },
          href: undefined,
          open: () => open(ref.id),
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Change login password' }));
    expect(open).toHaveBeenCalledWith('wallet.changePassword');
    expect(await screen.findByText(/3 of 5 conditions met/)).toBeInTheDocument();
    // player01 has a next label: 3 of 5 conditions is 0.6 of the bar.
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
      'value',
      '0.6',
    );
    expect(await screen.findByText('Google Authenticator')).toBeInTheDocument();
    expect(screen.getByTestId('payment-password-status')).toHaveTextContent('Set');
  });

  it('changes the payment password with the current one (encrypted)', async () => {
    const { user } = await renderWallet(<SecurityCenter />, {});
    await screen.findByLabelText('Current payment password');
    await user.type(screen.getByLabelText('Current payment password'), '654321');
    await user.type(screen.getByLabelText('New payment password'), '135790');
    await user.type(screen.getByLabelText('Confirm payment password'), '135799');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('The two payment passwords differ')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    await waitFor(() =>
      expect(sandbox.app.world.findAccount('default', 'player01')?.paymentPassword).toBe('135790'),
    );
  });

  it('player02 sets a payment password the first time; no mobile form without UPDATEMOBILEICC3', async () => {
    await renderWallet(<SecurityCenter />, {
      account: 'player02',
      flags: { ...WALLET_FLAGS, UPDATEMOBILEICC3: false },
    });
    expect(await screen.findByRole('button', { name: 'Set payment password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New mobile number')).not.toBeInTheDocument();
  });

  it('updates the mobile number with UPDATEMOBILEICC3, confirmed by the login password', async () => {
    const { user } = await renderWallet(<SecurityCenter />, {});
    await user.type(await screen.findByLabelText('New mobile number'), '13912345678');
    await user.type(screen.getByLabelText('Login password'), 'Sandbox123');
    await user.click(screen.getByRole('button', { name: 'Update mobile number' }));
    await waitFor(() =>
      expect(screen.getByTestId('mobile-current')).toHaveTextContent('139****5678'),
    );
  });

  it('the avatar comes from MCSFE_getPlayerAvatar, else from /wps/member/info/icon', async () => {
    await renderWallet(<SecurityCenter />, {});
    const avatar = await screen.findByRole('img', { name: 'Avatar' });
    expect(avatar.getAttribute('src')).toMatch(/^\/res\/avatar\/\w+\.svg$/);
    expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getPlayerAvatar');
  });

  it('a failed MCSFE_getPlayerAvatar falls back to the member icon', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/wps/relay/MCSFE_getPlayerAvatar', kind: 'http500', count: 1 }),
    });
    await renderWallet(<SecurityCenter />, {});
    const avatar = await screen.findByRole('img', { name: 'Avatar' });
    expect(avatar.getAttribute('src')).toMatch(/^\/res\/avatar\/\w+\.svg$/);
    expect(sandbox.calls).toContain('GET /wps/member/info/icon');
  });

  // account-access.md section 4: "VIP progress is 1 when the member has no next label, otherwise
  // completedConditions divided by totalExpectedConditions".
  it.each([
    ['Gold', 3, 5, 0.6],
    ['Gold', 8, 8, 1],
    ['Gold', 0, 5, 0],
    ['Gold', 9, 5, 1],
    ['Gold', 0, 0, 1],
    ['Gold', 'x', 5, 0],
    [null, 3, 5, 1],
    ['', 0, 5, 1],
    [undefined, 1, 4, 1],
  ])('next label %j with %s of %s conditions: VIP progress %s', (next, done, total, share) => {
    expect(
      vipShare({
        nextLabelName: next as string | null | undefined,
        completedConditions: done as number,
        totalExpectedConditions: total as number,
      }),
    ).toBe(share);
  });

  it('no answer yet: the rule still answers a number', () => {
    expect(vipShare(undefined)).toBe(1);
  });
});
