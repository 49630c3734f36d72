import type { CentrePage, LazyComponent } from '@site/feature-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSite, sandboxLogin } from '../test/render-site';
import { setupSandboxServer } from '../test/sandbox-services';
import { useAvailablePages } from './centre-availability';
import { availablePages } from './centre-gating';

const lazy: LazyComponent = () => Promise.resolve({ Component: () => null });

/** A page whose hook answers what `answer.set` last said (server data stand-in). */
function pageWithAnswer(id: string) {
  let value: boolean | undefined;
  const listeners = new Set<() => void>();
  const useAvailable = () =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => value,
    );
  const page: CentrePage = {
    id,
    labelKey: id,
    lazy,
    available: () => Promise.resolve({ useAvailable }),
  };
  const set = (next: boolean | undefined) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return { page, set };
}

function Menu({ pages }: { pages: CentrePage[] }) {
  const { pages: listed, probes } = useAvailablePages(pages);
  return (
    <>
      {probes}
      <ul aria-label="menu">
        {listed.map((page) => (
          <li key={page.id}>{page.id}</li>
        ))}
      </ul>
    </>
  );
}

describe('availablePages (ADR 0199)', () => {
  const plain: CentrePage = { id: 'plain', labelKey: 'plain', lazy };
  const data = pageWithAnswer('data').page;
  it('keeps pages without a hook, and a page with one only when it answered true', () => {
    expect(availablePages([plain, data], {}).map((page) => page.id)).toEqual(['plain']);
    expect(availablePages([plain, data], { data: undefined }).map((p) => p.id)).toEqual(['plain']);
    expect(availablePages([plain, data], { data: false }).map((p) => p.id)).toEqual(['plain']);
    expect(availablePages([plain, data], { data: true }).map((p) => p.id)).toEqual([
      'plain',
      'data',
    ]);
  });
});

describe('the centre menu follows each page’s availability hook', () => {
  it('hides the entry while unknown or false, shows it when true, and hides it again', async () => {
    const plain: CentrePage = { id: 'plain', labelKey: 'plain', lazy };
    const data = pageWithAnswer('contracts');
    render(<Menu pages={[plain, data.page]} />);
    const menu = screen.getByRole('list', { name: 'menu' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['plain']);
    act(() => data.set(true));
    await within(menu).findByText('contracts');
    act(() => data.set(false));
    await waitFor(() => expect(within(menu).queryByText('contracts')).toBeNull());
  });
});

describe('the member centre as composed: playerMRDailySalary only with daily salary entries', () => {
  const { server } = setupSandboxServer();

  const menuOf = async () =>
    within(await screen.findByRole('navigation', { name: 'Member centre menu' }));

  it('agent00 (daily salary contracts) sees the entry', async () => {
    await renderSite('/member', await sandboxLogin('agent00'));
    const menu = await menuOf();
    expect(await menu.findByRole('button', { name: 'My daily salary' })).toBeInTheDocument();
  });

  it('player01 (no contract entries) does not', async () => {
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/wps/member/info/funds/consolidated')) answered = true;
    });
    await renderSite('/member', await sandboxLogin('player01'));
    const menu = await menuOf();
    await menu.findByRole('button', { name: 'Deposit' });
    // The consolidated answer has arrived (the page's hook asked for it) and said "no entries".
    await waitFor(() => expect(answered).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menu.queryByRole('button', { name: 'My daily salary' })).toBeNull();
  });
});
