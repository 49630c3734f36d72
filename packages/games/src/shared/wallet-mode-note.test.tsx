import { setSandboxFlags, setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElectronPage } from '../lobby/electron-page';
import { needsTransfer } from '../rules/wallet-rules';
import { renderGames } from '../test/harness';
import { WalletModeNote } from './wallet-mode-note';

const sandbox = setupSandbox();

/** The fulfilled GCS_merchantWallet answer in the store, if any. */
const walletAnswer = (state: unknown) =>
  Object.values(
    (state as { siteApi: { queries: Record<string, { endpointName?: string; data?: unknown }> } })
      .siteApi.queries,
  ).find((query) => query.endpointName === 'gamesMerchantWallet')?.data;

const walletCalls = () =>
  sandbox.calls.filter((call) => call.endsWith('/wps/relay/GCS_merchantWallet'));

describe(
  'member-centre wiring: the merchant wallet (GCS_merchantWallet) where a vendor needs a transfer',
  {
    timeout: 40_000,
  },
  () => {
    it('a transfer wallet needs a transfer; a single wallet, no answer or an unknown shape does not', () => {
      expect(needsTransfer({ walletType: 'TRANSFER', singleWallet: false })).toBe(true);
      expect(needsTransfer({ walletType: 'transfer' })).toBe(true);
      expect(needsTransfer({ singleWallet: false })).toBe(true);
      expect(needsTransfer({ walletType: 'SINGLE', singleWallet: true })).toBe(false);
      expect(needsTransfer({ singleWallet: true })).toBe(false);
      expect(needsTransfer({})).toBe(false);
      expect(needsTransfer(null)).toBe(false);
      expect(needsTransfer('TRANSFER')).toBe(false);
    });

    it('a member of a transfer-wallet merchant is told to move funds, with the fund transfer link', async () => {
      const rendered = await renderGames(<WalletModeNote />, { account: 'player01' });
      const note = await screen.findByRole('note', { name: 'Wallet mode' });
      expect(note).toHaveTextContent('Transfer wallet: move funds to the game before playing');
      await rendered.user.click(screen.getByRole('button', { name: 'Transfer funds' }));
      expect(rendered.linkOpened).toHaveBeenCalledWith('games.transferFund');
      expect(walletCalls()).toHaveLength(1);
    });

    it('a member of a single-wallet merchant (aurum) sees nothing', async () => {
      // aurum signs in with the GEETEST3 slider; this test signs in through the platform call.
      await setSandboxFlags(sandbox, { GEETEST3: false }, 'aurum');
      const { store } = await renderGames(<WalletModeNote />, {
        account: 'player01',
        merchant: 'aurum',
      });
      // The answer is in (the query fulfilled with the single wallet): still nothing to say.
      await waitFor(() =>
        expect(walletAnswer(store.getState())).toMatchObject({ singleWallet: true }),
      );
      expect(screen.queryByRole('note')).toBeNull();
    });

    it('a visitor sees nothing and the call is not made', async () => {
      await renderGames(<WalletModeNote />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('note')).toBeNull();
      expect(walletCalls()).toEqual([]);
    });

    it('the slot lobby shows it below the games for a member', async () => {
      await renderGames(<ElectronPage />, { path: '/electron?page=PG', account: 'player01' });
      const note = await screen.findByRole('note', { name: 'Wallet mode' });
      const grid = screen.getByRole('list', { name: /games$/ });
      // Below the grid: it moves nothing above it when it arrives.
      expect(grid.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  },
);
