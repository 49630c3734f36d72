import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingLinks, renderPromo } from '../test/promo-harness';
import { RaffleTip, RaffleTipView } from './raffle-tip';

const sandbox = setupSandbox();

const at = (minute: number, second = 0) => Date.UTC(2026, 10, 21, 4, minute, second);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('raffle tip (content-and-play.md section 4)', () => {
  it('a raffle among the available promotions starts it; raffleData is kept in local storage', async () => {
    vi.setSystemTime(at(10));
    const { storage } = await renderPromo(<RaffleTip />, { account: 'player01' });
    const tip = await screen.findByTestId('raffle-tip');
    expect(tip).toHaveAttribute('data-state', 'running');
    expect(within(tip).getByText('Claim before', { selector: 'p' })).toBeInTheDocument();
    expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getRafflePromotionStatus');
    expect(storage.getLocal('raffleData')).toMatchObject({
      promotionId: 7012,
      raffleScheduleId: 9101,
    });
  });

  it('claiming opens the prize modal, then the reward centre; the stored data is cleared', async () => {
    vi.setSystemTime(at(10));
    const links = recordingLinks();
    const { user, storage } = await renderPromo(<RaffleTip />, { account: 'player01', links });
    const tip = await screen.findByTestId('raffle-tip');
    expect(storage.getLocal('raffleData')).toBeDefined();
    await user.click(within(tip).getByRole('button', { name: 'Claim now' }));
    const prize = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(prize).getByText(/^You won \d+/)).toBeInTheDocument();
    expect(storage.getLocal('raffleData')).toBeUndefined();
    await user.click(within(prize).getByRole('button', { name: 'Go to reward centre' }));
    expect(links.opened).toEqual(['promo.rewardCenter']);
    expect(screen.queryByTestId('raffle-tip')).not.toBeInTheDocument();
  });

  it('ended: the tip stays hidden and the stored data is cleared', async () => {
    vi.setSystemTime(at(59, 55));
    const { storage } = await renderPromo(<RaffleTip />, {
      account: 'player01',
      prepare: (local) =>
        local.setLocal('raffleData', { promotionId: 7012, raffleScheduleId: 9101 }),
    });
    await waitFor(() =>
      expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getRafflePromotionStatus'),
    );
    await waitFor(() => expect(storage.getLocal('raffleData')).toBeUndefined());
    expect(screen.queryByTestId('raffle-tip')).not.toBeInTheDocument();
  });

  it('a failed claim closes the tip', async () => {
    vi.setSystemTime(at(10));
    const { user, storage } = await renderPromo(<RaffleTip />, { account: 'player01' });
    const tip = await screen.findByTestId('raffle-tip');
    // The round ends while the tip is open: the platform refuses the claim.
    vi.setSystemTime(at(59, 55));
    await user.click(within(tip).getByRole('button', { name: 'Claim now' }));
    await waitFor(() => expect(screen.queryByTestId('raffle-tip')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(storage.getLocal('raffleData')).toBeUndefined();
  });

  it('visitors see no tip and make no raffle call', async () => {
    await renderPromo(<RaffleTip />);
    expect(screen.queryByTestId('raffle-tip')).not.toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call.includes('Raffle'))).toEqual([]);
  });

  it('not started: counts down to the start, with no claim button', async () => {
    await renderPromo(
      <RaffleTipView
        state={{ kind: 'notStarted', until: Date.now() + 60_000 }}
        claiming={false}
        onClaim={() => undefined}
        onClose={() => undefined}
      />,
    );
    const tip = screen.getByTestId('raffle-tip');
    expect(within(tip).getByText('Starts in', { selector: 'p' })).toBeInTheDocument();
    expect(within(tip).queryByRole('button', { name: 'Claim now' })).not.toBeInTheDocument();
  });
});
