import { defineDialog, defineFeature } from '@site/feature-api';
import { AUTH_DIALOGS } from './constants';
import { authNamespace } from './i18n/auth-i18n';
import { authLinks } from './links';
import { forgetAuthSession } from './session/forget-auth-session';
import { authSlice } from './session/auth-slice';

/**
 * Account access for the shell (ADR 0050, ADR 0060): the login and registration routes, the
 * site-wide dialogs, the `auth` namespace, the slice, the flags it reads and the links the login
 * page needs. The endpoints (`auth-api.ts`) and the sign-in flows load with the screens and
 * dialogs that use them, not with the feature object (ADR 0158).
 */
export const authFeature = defineFeature({
  id: 'auth',
  i18n: authNamespace,
  routes: [
    {
      path: 'login',
      access: 'public',
      layout: 'bare',
      lazy: async () => ({ Component: (await import('./login/login-page')).LoginPage }),
    },
    {
      // "Choosing a language when more than one option exists routes to a route named lang"
      // (section 2; ADR 0068): the login page in the language of its last segment.
      path: 'login/:lang',
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
    defineDialog(
      AUTH_DIALOGS.login,
      async () => (await import('./login/login-dialog')).LoginDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.register,
      async () => (await import('./register/register-dialog')).RegisterDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.secondFactor,
      async () => (await import('./second-factor/second-factor-dialog')).SecondFactorDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.bindAccount,
      async () => (await import('./social/bind-account-dialog')).BindAccountDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.changePassword,
      async () => (await import('./password/change-password-dialog')).ChangePasswordDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.forgotPassword,
      async () => (await import('./password/forgot-password-dialog')).ForgotPasswordDialog,
    ),
    defineDialog(
      AUTH_DIALOGS.logout,
      async () => (await import('./logout/logout-dialog')).LogoutDialog,
    ),
  ],
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
