import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { siteActions } from '@site/api-core';

export type PasswordChangeReason = 'first-login' | 'expired' | 'default-password';

/** The screen state of account access that outlives one form (the modal may close and reopen). */
export interface AuthState {
  /** A failed login asked for the captcha: the box stays until a login succeeds. */
  captchaRequired: boolean;
  /** The two-merchant variant: after such a failure the credentials inputs are hidden. */
  credentialsHidden: boolean;
  /** A forced password change is pending (the session holds the token, not yet signed in). */
  passwordChange: PasswordChangeReason | null;
  /** Counts first logins; features that react to the first login watch `firstLoginCompleted`. */
  firstLogins: number;
}

export const initialAuthState: AuthState = {
  captchaRequired: false,
  credentialsHidden: false,
  passwordChange: null,
  firstLogins: 0,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    captchaRequired(state, action: PayloadAction<{ hideCredentials?: boolean }>) {
      state.captchaRequired = true;
      if (action.payload.hideCredentials) state.credentialsHidden = true;
    },
    passwordChangeRequired(state, action: PayloadAction<PasswordChangeReason>) {
      state.passwordChange = action.payload;
    },
    /** A login completed: the captcha and any pending change are done with. */
    signedIn(state) {
      state.captchaRequired = false;
      state.credentialsHidden = false;
      state.passwordChange = null;
    },
    /** The first-login action: other features react to this action type. */
    firstLoginCompleted(state) {
      state.firstLogins += 1;
    },
    reset() {
      return initialAuthState;
    },
  },
  // Whoever logs the member out (the logout dialog, or the shell after a 401 or a logout code),
  // the screen state of account access goes with the session.
  extraReducers: (builder) => {
    builder.addCase(siteActions.loggedOut, () => initialAuthState);
  },
});

export const authActions = authSlice.actions;

/** The root state as the auth selectors see it: the slice is injected when the feature loads. */
export interface WithAuth {
  auth?: AuthState;
}

const authOf = (state: WithAuth): AuthState => state.auth ?? initialAuthState;
export const selectCaptchaRequired = (state: WithAuth) => authOf(state).captchaRequired;
export const selectCredentialsHidden = (state: WithAuth) => authOf(state).credentialsHidden;
export const selectPasswordChange = (state: WithAuth) => authOf(state).passwordChange;
export const selectFirstLogins = (state: WithAuth) => authOf(state).firstLogins;

declare module '@site/api-core' {
  interface LazyLoadedSlices {
    auth: AuthState;
  }
}
