import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  OAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  TwitterAuthProvider,
  type Auth,
  type AuthProvider,
} from 'firebase/auth';
import {
  mapProviderError,
  type PopupChannel,
  type ProviderConfig,
  type SmsConfirmation,
  type SocialIdentity,
} from './provider-errors';

/** One firebase app per merchant configuration (named by project id). */
function appFor(config: ProviderConfig): FirebaseApp {
  const name = `site-${config.projectId}`;
  return getApps().some((app) => app.name === name) ? getApp(name) : initializeApp(config, name);
}

const auths = new WeakMap<FirebaseApp, Auth>();

/**
 * The app's Auth kept in memory only (ADR 0165): nothing in IndexedDB or web storage, so a
 * firebase sign-in never outlives the page, and the next person on a shared PC inherits nothing.
 */
export function authFor(app: FirebaseApp): Auth {
  let auth = auths.get(app);
  if (!auth) {
    auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    auths.set(app, auth);
  }
  return auth;
}

function providerFor(channel: PopupChannel): AuthProvider {
  switch (channel) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    case 'line':
      // LINE is an OpenID Connect provider configured in the merchant's firebase project.
      return new OAuthProvider('oidc.line');
  }
}

/**
 * `signInWithPopup` for google, facebook, twitter and line; returns the firebase ID token. The
 * firebase session ends as soon as the token is read: the platform's token is the session.
 */
export async function signInWithFirebase(
  channel: PopupChannel,
  config: ProviderConfig,
): Promise<SocialIdentity> {
  let auth: Auth | undefined;
  try {
    auth = authFor(appFor(config));
    const credential = await signInWithPopup(auth, providerFor(channel));
    const idToken = await credential.user.getIdToken();
    return { idToken, username: credential.user.email ?? credential.user.uid };
  } catch (error) {
    throw mapProviderError(error);
  } finally {
    if (auth?.currentUser) await signOut(auth).catch(() => undefined);
  }
}

/**
 * Firebase's SMS channel (`smsProvider.firebase`): `signInWithPhoneNumber` behind an invisible
 * reCAPTCHA sends the code; `confirm` checks the typed code and yields the ID token, and the
 * firebase session ends as soon as the token is read, as with the popups (ADR 0165).
 */
export async function sendFirebaseSmsCode(
  phoneNumber: string,
  config: ProviderConfig,
): Promise<SmsConfirmation> {
  const auth = authFor(appFor(config));
  const holder = document.createElement('div');
  document.body.append(holder);
  let verifier: RecaptchaVerifier | undefined;
  try {
    verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
    const pending = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return {
      async confirm(code) {
        try {
          const credential = await pending.confirm(code);
          const idToken = await credential.user.getIdToken();
          return { idToken, username: credential.user.phoneNumber ?? phoneNumber };
        } catch (error) {
          throw mapProviderError(error);
        } finally {
          if (auth.currentUser) await signOut(auth).catch(() => undefined);
        }
      },
    };
  } catch (error) {
    throw mapProviderError(error);
  } finally {
    verifier?.clear();
    holder.remove();
  }
}
