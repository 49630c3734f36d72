import { signOut } from '@site/api-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite, sandboxLogin } from '../test/render-site';
import { setupSandboxServer } from '../test/sandbox-services';

setupSandboxServer();

const home = () =>
  screen.findByRole('heading', { level: 1, name: 'Welcome to the games and lottery lobby' });

describe('/agent, the agent home (account-access.md section 2; ADR 0192)', () => {
  it('is a page of its own for visitors, and remembers the agent source', async () => {
    const { storage } = await renderSite('/agent');
    await home();
    expect(screen.queryByText(/page not found/i)).toBeNull();
    // Written by the route's effect, which may run just after the commit that shows the heading.
    await waitFor(() => expect(storage.getLocal('source')).toBe('agent'));
  });

  it('opens the agent centre for an account that has it (agent01, isAgent 1)', async () => {
    const { token, isAgent } = await sandboxLogin('agent01');
    await renderSite('/agent', { token, isAgent });
    expect(await screen.findByRole('dialog', { name: 'Agent centre' })).toBeVisible();
  });

  it('shows a player (isAgent 0) the home page without the agent centre', async () => {
    const { token, isAgent } = await sandboxLogin('player01');
    await renderSite('/agent', { token, isAgent });
    await screen.findByTestId('member-info-bar');
    await home();
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
  });

  it('logout from a session that came in through /agent lands on /agent again', async () => {
    const { token, isAgent } = await sandboxLogin('agent01');
    const { services, storage } = await renderSite('/agent', { token, isAgent });
    await waitFor(() => expect(storage.getLocal('source')).toBe('agent'));
    expect(await services.store.dispatch(signOut())).toBe('/agent');
    // `source` survives the logout clearing rule (section 4), so the next logout lands there too.
    expect(storage.getLocal('source')).toBe('agent');
  });
});
