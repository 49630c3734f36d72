import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPromo } from '../test/promo-harness';
import { PublicityPopups } from './publicity-popups';

const sandbox = setupSandbox();

/** How many pages the popup has ("1 of N"), or 1 when it has no paging. */
const pages = () => {
  const paging = screen.queryByText(/^1 of \d+$/);
  return paging ? Number(/of (\d+)/.exec(paging.textContent ?? '')?.[1]) : 1;
};

describe('publicity pop-ups after login (content-and-play.md section 2)', () => {
  it('a returning member sees execution A only, with paging', async () => {
    const { user } = await renderPromo(<PublicityPopups />, {
      account: 'player01',
      member: { lastLogin: '2026-11-20 10:00:00' },
    });
    const dialog = await screen.findByRole('dialog');
    const returning = pages();
    expect(returning).toBeGreaterThan(1);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`2 of ${returning}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('the first login (no lastLogin) adds execution F', async () => {
    const first = await renderPromo(<PublicityPopups />, {
      account: 'player01',
      member: { lastLogin: '2026-11-20 10:00:00' },
    });
    await screen.findByRole('dialog');
    const returning = pages();
    first.unmount();
    await renderPromo(<PublicityPopups />, { account: 'player01', member: { lastLogin: '' } });
    await screen.findByRole('dialog');
    await waitFor(() => expect(pages()).toBeGreaterThan(returning));
  });

  it('the first login by the sign-in (firstTimeLogin) adds execution F even when the platform reports this sign-in as lastLogin', async () => {
    const returning = await renderPromo(<PublicityPopups />, {
      account: 'player01',
      member: { lastLogin: '2026-11-20 10:00:00' },
      firstLogin: false,
    });
    await screen.findByRole('dialog');
    const aOnly = pages();
    returning.unmount();
    await renderPromo(<PublicityPopups />, {
      account: 'player01',
      member: { lastLogin: '2026-11-20 10:00:00' },
      firstLogin: true,
    });
    await screen.findByRole('dialog');
    await waitFor(() => expect(pages()).toBeGreaterThan(aOnly));
  });

  it('"I agree" closes it and records the close for the session', async () => {
    const { user, storage } = await renderPromo(<PublicityPopups />, { account: 'player01' });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getSession('publicityClosed')).toBe(true);
  });

  it('closed earlier in the session: nothing shows and nothing is fetched', async () => {
    await renderPromo(<PublicityPopups />, {
      account: 'player01',
      prepare: (storage) => storage.setSession('publicityClosed', true),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call.includes('Announcements'))).toEqual([]);
  });

  it('visitors see none', async () => {
    await renderPromo(<PublicityPopups />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
