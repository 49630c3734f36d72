import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { LoginPage } from './login-page';

setupSandbox();

/** The login page on the feature's two routes, `/login` and the `lang` route `/login/:lang`. */
async function renderLoginPage(path: string, languages?: readonly string[]) {
  const { store, storage } = createAuthTestStore();
  const view = await renderAuth(<LoginPage />, {
    store,
    path,
    links: {
      resolve: () => ({ target: { kind: 'customerService' }, href: undefined, open: () => {} }),
    },
    route: '/login/:lang?',
    ...(languages ? { overrides: [{ languages: { supported: languages as never } }] } : {}),
  });
  return { ...view, storage };
}

describe('LoginPage: "Choosing a language when more than one option exists routes to a route named lang"', () => {
  it('choosing a language goes to /login/:lang (keeping ?next=), which applies and remembers it', async () => {
    const { user, router, storage } = await renderLoginPage('/login?next=%2Fcasino');
    expect(await screen.findByRole('heading', { name: 'Member login' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'JA');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/JA'));
    expect(router.state.location.search).toBe('?next=%2Fcasino');
    expect(await screen.findByRole('heading', { name: '会員ログイン' })).toBeInTheDocument();
    expect(storage.getLocal('hisLang')).toBe('JA');
  });

  it.each([
    ['/login/TH', 'เข้าสู่ระบบสมาชิก', 'TH'],
    ['/login/XX', 'Member login', undefined],
  ])('opening %s shows %s', async (path, heading, remembered) => {
    const { storage } = await renderLoginPage(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(storage.getLocal('hisLang')).toBe(remembered);
  });

  it('a merchant offering one language shows no switcher, and its lang route ignores others', async () => {
    await renderLoginPage('/login/JA', ['EN']);
    expect(await screen.findByRole('heading', { name: 'Member login' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
