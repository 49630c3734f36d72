import { defineFeature, type DialogProps } from '@site/feature-api';
import type { ComponentType } from 'react';
import { authApi } from './auth-api';
import { AUTH_DIALOGS } from './constants';
import { authNamespace } from './i18n/auth-i18n';
import { authLinks } from './links';
import { forgetAuthSession } from './session/auth-flows';
import { authSlice } from './session/auth-slice';

/** A dialog component loaded on first open, in react-router's `lazy` shape. */
const dialog =
  <P>(load: () => Promise<ComponentType<DialogProps<P>>>) =>
  async () => ({ Component: (await load()) as ComponentType<DialogProps> });

/**
 * Account access for the shell (ADR 0050, ADR 0060): the login and registration routes, the
 * site-wide dialogs, the `auth` namespace, the endpoints and slice, the flags it reads and the
 * links the login page needs.
 */
export const authFeature = defineFeature({
  id: 'auth',
  i18n: {
    namespace: authNamespace.namespace,
    load: async (language) => authNamespace.load(language) as Promise<Record<string, unknown>>,
  },
  routes: [
    {
      path: 'login',
      access: 'public',
      layout: 'bare',
      lazy: async () => ({ Component: (await import('./login/login-page')).LoginPage }),
    },
    {
      path: 'register',
      access: 'public',
      lazy: async () => ({ Component: (await import('./register/register-page')).RegisterPage }),
    },
    {
      path: 'register.html',
      access: 'public',
      lazy: async () => ({ Component: (await import('./register/register-page')).RegisterPage }),
    },
  ],
  dialogs: [
    {
      id: AUTH_DIALOGS.login,
      lazy: dialog(async () => (await import('./login/login-dialog')).LoginDialog),
    },
    {
      id: AUTH_DIALOGS.register,
      lazy: dialog(async () => (await import('./register/register-dialog')).RegisterDialog),
    },
    {
      id: AUTH_DIALOGS.secondFactor,
      lazy: dialog(
        async () => (await import('./second-factor/second-factor-dialog')).SecondFactorDialog,
      ),
    },
    {
      id: AUTH_DIALOGS.bindAccount,
      lazy: dialog(async () => (await import('./social/bind-account-dialog')).BindAccountDialog),
    },
    {
      id: AUTH_DIALOGS.changePassword,
      lazy: dialog(
        async () => (await import('./password/change-password-dialog')).ChangePasswordDialog,
      ),
    },
    {
      id: AUTH_DIALOGS.forgotPassword,
      lazy: dialog(
        async () => (await import('./password/forgot-password-dialog')).ForgotPasswordDialog,
      ),
    },
    {
      id: AUTH_DIALOGS.logout,
      lazy: dialog(async () => (await import('./logout/logout-dialog')).LogoutDialog),
    },
  ],
  endpoints: authApi,
  slices: [authSlice],
  onSignOut: forgetAuthSession,
  links: authLinks,
  flags: [
    'GOOGLELOGIN3',
    'FACEBOOKLOGIN3',
    'TWITTERLOGIN3',
    'LINELOGIN3',
    'TELEGRAMLOGIN3',
    'FIREBASECREATEACC3',
    'SSOMANUALREG3',
    'MOBILELOGIN3',
    'MOBILEVERCODELOGIN3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'GEETEST3',
    'GEETESTVCODE3',
  ],
});
