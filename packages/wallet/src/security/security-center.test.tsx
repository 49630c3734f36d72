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

  it.each([
    [3, 5, 0.6],
    [8, 8, 1],
    [0, 0, 1],
    ['x', 5, 1],
    [9, 5, 1],
  ])('VIP share of %s / %s is %s', (done, total, share) => {
    expect(vipShare(done, total)).toBe(share);
  });
});
