import { assertComposable, bindLinks } from '@site/feature-api';
import { DEFAULT_PASSWORD } from '@site/sandbox-api';
import { describe, expect, it } from 'vitest';
import { INSECURE_DEFAULT_PASSWORD } from './constants';
import { authFeature } from './feature';
import { authLinks } from './links';

describe('authFeature', () => {
  it('contributes the login and register routes and the site-wide dialogs', () => {
    expect(authFeature.routes.map((route) => route.path)).toEqual([
      'login',
      'login/:lang',
      'register',
      'register.html',
    ]);
    expect(authFeature.dialogs.map((dialog) => dialog.ref.id)).toEqual([
      'login',
      'register',
      'second-factor',
      'bind-account',
      'change-password',
      'forgot-password',
      'logout',
    ]);
    expect(() => assertComposable([authFeature])).not.toThrow();
  });

  it('loads every route and dialog lazily', async () => {
    for (const route of authFeature.routes)
      expect(typeof (await route.lazy()).Component).toBe('function');
    for (const dialog of authFeature.dialogs)
      expect(typeof (await dialog.lazy()).Component).toBe('function');
  });

  it('loads its namespace per language', async () => {
    expect(authFeature.i18n.namespace).toBe('auth');
    expect(await authFeature.i18n.load('JA')).toMatchObject({ login_title: '会員ログイン' });
  });

  it('needs only customer service bound; the other links are optional', () => {
    expect(() => bindLinks([authFeature], () => undefined)).toThrow(/auth.customerService/);
    expect(() =>
      bindLinks([authFeature], (bindings) =>
        bindings.set(authLinks.customerService, { kind: 'customerService' }),
      ),
    ).not.toThrow();
  });

  it('contributes its slice; its endpoints come with the screens, not the feature object', async () => {
    expect(authFeature.slices.map((slice) => slice.reducerPath)).toEqual(['auth']);
    // ADR 0158: the sign-in endpoints are injected when a screen or dialog that uses them loads.
    expect('endpoints' in authFeature).toBe(false);
    const { authApi } = await import('./auth-api');
    expect(Object.keys(authApi.endpoints)).toEqual(
      expect.arrayContaining([
        'login',
        'loginVerification',
        'loginFreePlay',
        'logout',
        'register',
        'captchaGeetest',
      ]),
    );
  });

  it('uses the same insecure default password as the platform sandbox', () => {
    expect(INSECURE_DEFAULT_PASSWORD).toBe(DEFAULT_PASSWORD);
  });
});
