// The public entry of @site/auth: the feature object for the shell, the few components and hooks
// other code may place, and the ids of the dialogs anyone can open with useDialogs().open(id).
export { authFeature } from './feature';
export { authLinks } from './links';
export { AUTH_DIALOGS, AUTH_LIMITS } from './constants';
export { LoginForm, type LoginFormProps, type LoginTab } from './login/login-form';
export { RegisterForm, type RegisterFormProps } from './register/register-form';
export {
  ChangePasswordPanel,
  type ChangePasswordPanelProps,
} from './password/change-password-panel';
export { useLogout } from './logout/use-logout';
export { authActions, selectFirstLogins, type AuthState } from './session/auth-slice';
export { safeNextPath } from './rules/navigation-rules';
export type {
  SmsConfirmation,
  SocialSignIn,
  SocialIdentity,
  PopupChannel,
} from './social/social-provider';
