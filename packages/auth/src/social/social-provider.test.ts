import { afterEach, describe, expect, it } from 'vitest';
import {
  mapProviderError,
  providerConfigOf,
  resolveSocialSignIn,
  SOCIAL_TEST_HOOK,
  SocialSignInError,
} from './social-provider';

describe('social provider', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[SOCIAL_TEST_HOOK];
  });

  it('a missing provider configuration means the service is not supported', () => {
    expect(providerConfigOf(null)).toBeNull();
    expect(providerConfigOf({ apiKey: 'k', authDomain: 'd' })).toBeNull();
    expect(
      providerConfigOf({ apiKey: 'k', authDomain: 'd', projectId: 'p', firebase: true }),
    ).toEqual({ apiKey: 'k', authDomain: 'd', projectId: 'p' });
  });

  it('maps provider errors to section 8 codes: auth/code-expired, auth/unknown with code and reason', () => {
    expect(mapProviderError({ code: 'auth/code-expired' }).code).toBe('auth/code-expired');
    const unknown = mapProviderError(
      Object.assign(new Error('network down'), { code: 'auth/network-request-failed' }),
    );
    expect(unknown).toMatchObject({
      code: 'auth/unknown',
      providerCode: 'auth/network-request-failed',
      reason: 'network down',
    });
    expect(mapProviderError({ code: 'auth/popup-blocked' }).code).toBe('auth/popup-blocked');
    expect(mapProviderError(new SocialSignInError('auth/not-supported')).code).toBe(
      'auth/not-supported',
    );
  });

  it('uses the browser-test double when one is installed, and an explicit provider first', async () => {
    (window as unknown as Record<string, unknown>)[SOCIAL_TEST_HOOK] = async (channel: string) => ({
      idToken: `double-${channel}`,
    });
    const config = { apiKey: 'k', authDomain: 'd', projectId: 'p' };
    expect(await resolveSocialSignIn().signIn('google', config)).toEqual({
      idToken: 'double-google',
      username: 'google',
    });
    const explicit = { signIn: async () => ({ idToken: 'explicit', username: 'u' }) };
    expect(await resolveSocialSignIn(explicit).signIn('line', config)).toEqual({
      idToken: 'explicit',
      username: 'u',
    });
  });
});
