import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingLinks, renderPromo } from '../test/promo-harness';
import { PromotionsPage, scheduleHashScroll } from './promotions-page';

const sandbox = setupSandbox();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const cards = () => screen.queryAllByTestId('promotion-card');

describe('/promotion (content-and-play.md sections 2 and 3)', () => {
  it('visitors browse: CCSFE_getListAnnouncements with PR,B,PL,PU and w_promotion; categories tabs', async () => {
    await renderPromo(<PromotionsPage />, { path: '/promotion' });
    await waitFor(() => expect(cards().length).toBeGreaterThanOrEqual(14));
    expect(sandbox.calls).toContain('GET /wps/relay/CCSFE_getListAnnouncements');
    expect(sandbox.calls).not.toContain('GET /wps/relay/MCSFE_getListAnnouncements');
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Newcomers', 'Deposits', 'Ongoing']);
  });

  it('each card shows the day and month of startDate and a "more" toggle with the HTML', async () => {
    const { user } = await renderPromo(<PromotionsPage />, { path: '/promotion' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const card = document.getElementById('7001');
    if (!card) throw new Error('card 7001');
    expect(within(card).getByLabelText('Starts 01/11')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'More' }));
    expect(await within(card).findByText(/1x turnover applies/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('?id= opens that promotion in the popup; "I agree" closes it; timestamp is ignored', async () => {
    const { user } = await renderPromo(<PromotionsPage />, {
      path: '/promotion?id=7005&timestamp=1700000000',
    });
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByRole('heading', { name: 'First Deposit Bonus' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the go-to button follows redirect through the bound links (DEPOSIT -> deposit)', async () => {
    const links = recordingLinks();
    const { user } = await renderPromo(<PromotionsPage />, { path: '/promotion', links });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    // 7003 is the third type (SAVIOR) with redirect DEPOSIT.
    const card = document.getElementById('7003');
    if (!card) throw new Error('card 7003');
    await user.click(within(card).getByRole('button', { name: 'Go to promotion' }));
    expect(links.opened).toEqual(['promo.deposit']);
  });

  it('linkedPromotionId opens the linked promotion', async () => {
    const { user } = await renderPromo(<PromotionsPage />, { path: '/promotion' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const card = document.getElementById('7006');
    if (!card) throw new Error('card 7006');
    await user.click(within(card).getByRole('button', { name: 'Go to promotion' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByRole('heading', { name: 'First Deposit Bonus' })).toBeInTheDocument();
  });

  it('claiming needs sign-in: a visitor pressing Apply meets the access guard', async () => {
    const guard = { check: vi.fn(() => 'signInRequired' as const), require: vi.fn(() => false) };
    const { user } = await renderPromo(<PromotionsPage />, { path: '/promotion', guard });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const card = document.getElementById('7001');
    if (!card) throw new Error('card 7001');
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(guard.require).toHaveBeenCalledWith('realAccount');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('members read MCSFE_getListAnnouncements and see PENDING after applying', async () => {
    const { user } = await renderPromo(<PromotionsPage />, {
      path: '/promotion',
      account: 'player01',
    });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getListAnnouncements');
    const card = document.getElementById('7003');
    if (!card) throw new Error('card 7003');
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).getByText('Pending review')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('REWCEN3 off: promotions are not available', async () => {
    await renderPromo(<PromotionsPage />, { path: '/promotion', flags: { REWCEN3: false } });
    expect(await screen.findByText('Promotions are not available')).toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call.includes('Announcements'))).toEqual([]);
  });
});

describe('hash scroll: 400 ms, 150 px offset', () => {
  it('scrolls to the entry 150 px above it after 400 ms, not before', () => {
    vi.useFakeTimers();
    const element = document.createElement('div');
    element.id = '7005';
    document.body.append(element);
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scheduleHashScroll(7005);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 150, behavior: 'smooth' });
    element.remove();
    vi.unstubAllGlobals();
  });

  it('a hash equal to an id opens it', async () => {
    await renderPromo(<PromotionsPage />, { path: '/promotion#7002' });
    const popup = await screen.findByRole('dialog');
    expect(
      within(popup).getByRole('heading', { name: 'Welcome Sign-up Bonus' }),
    ).toBeInTheDocument();
  });
});
