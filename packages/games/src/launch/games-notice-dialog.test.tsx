import { createFeatureTestStore } from '@site/feature-testing';
import { renderFeature } from '@site/feature-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gamesNamespace } from '../i18n/games-i18n';
import { GamesNoticeDialog } from './games-notice-dialog';

async function show(params: Parameters<typeof GamesNoticeDialog>[0]['params'], deposit = vi.fn()) {
  const onClose = vi.fn();
  const { store } = createFeatureTestStore();
  const withDeposit = params?.kind === 'balance' ? { ...params, onDeposit: deposit } : params;
  const rendered = await renderFeature(
    <GamesNoticeDialog params={withDeposit} onClose={onClose} />,
    {
      store,
      namespaces: [gamesNamespace],
    },
  );
  return { ...rendered, onClose, deposit };
}

describe('section 8: launch_game_balance_not_enough gives cancel or deposit', () => {
  it('deposit follows the link the shell binds to the member centre deposit page', async () => {
    const { user, onClose, deposit } = await show({
      kind: 'balance',
      errorKey: 'launch_game_balance_not_enough',
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Insufficient balance' });
    expect(dialog).toHaveTextContent('Your balance is too low. Make a deposit?');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('cancel only closes', async () => {
    const { user, onClose, deposit } = await show({ kind: 'balance', text: 'Balance too low' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Balance too low');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(deposit).not.toHaveBeenCalled();
  });
});

describe('section 8: vendor_under_maintenance is the message plus start and end times', () => {
  it('shows both times', async () => {
    await show({
      kind: 'maintenance',
      errorKey: 'vendor_under_maintenance',
      start: '2026-11-23 10:00',
      end: '2026-11-23 12:00',
    });
    expect(screen.getByRole('alertdialog', { name: 'Maintenance notice' })).toHaveTextContent(
      'The game provider is under maintenance from 2026-11-23 10:00 to 2026-11-23 12:00',
    );
    expect(screen.getByTestId('games-maintenance-times')).toHaveTextContent(
      'Maintenance from 2026-11-23 10:00 to 2026-11-23 12:00',
    );
  });

  it('popup_blocked and in_stay_tuned come from the shared errors namespace', async () => {
    await show({ errorKey: 'popup_blocked' });
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toHaveTextContent(
      'The browser blocked the pop-up window',
    );
  });
});
