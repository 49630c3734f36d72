import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  getAuth,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithPopup,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';
import {
  mapProviderError,
  type PopupChannel,
  type ProviderConfig,
  type SocialIdentity,
} from './provider-errors';

/** One firebase app per merchant configuration (named by project id). */
function appFor(config: ProviderConfig): FirebaseApp {
  const name = `site-${config.projectId}`;
  return getApps().some((app) => app.name === name) ? getApp(name) : initializeApp(config, name);
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

/** `signInWithPopup` for google, facebook, twitter and line; returns the firebase ID token. */
export async function signInWithFirebase(
  channel: PopupChannel,
  config: ProviderConfig,
): Promise<SocialIdentity> {
  try {
    const auth = getAuth(appFor(config));
    const credential = await signInWithPopup(auth, providerFor(channel));
    const idToken = await credential.user.getIdToken();
    return { idToken, username: credential.user.email ?? credential.user.uid };
  } catch (error) {
    throw mapProviderError(error);
  }
}
