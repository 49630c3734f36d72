import { selectLoggedIn } from '@site/api-core';
import { seedMerchantData } from '@site/api-core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../login/login-form';
import type { SocialSignIn } from '../social/social-provider';
import { renderAuth } from '../test/render';
import { createAuthTestStore, seededMobile, setupSandbox } from '../test/sandbox';
import { e164 } from './use-provider-sms';

/**
 * The firebase SMS channel (account-access.md: smsProvider's firebase flag, `firebaseMobileNo`,
 * "auth/code-expired when no SMS confirmation is pending"; ADR 0068). The provider is a double
 * that issues the sandbox's phone token for the number it sent the code to.
 */
const sandbox = setupSandbox();

const SMS_PROVIDER = {
  apiKey: 'k',
  authDomain: 'default.sandbox.test',
  projectId: 'p',
  firebase: true,
};

function phoneProvider(options: { code?: string } = {}) {
  const confirm = vi.fn();
  const provider = {
    signIn: vi.fn(),
    sendSmsCode: vi.fn(async (phoneNumber: string) => ({
      confirm: async (code: string) => {
        confirm(code);
        if (code !== (options.code ?? '123456'))
          throw Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' });
        return { idToken: `sandbox-firebase-phone:${phoneNumber}`, username: phoneNumber };
      },
    })),
  } satisfies SocialSignIn;
  return { provider, confirm };
}

async function renderSmsLogin(provider: SocialSignIn, smsProvider: object = SMS_PROVIDER) {
  const { store } = createAuthTestStore();
  seedMerchantData(store, { permission: { smsProvider } });
  const view = await renderAuth(<LoginForm variant="page" socialSignIn={provider} />, {
    store,
    path: '/login',
    flags: { MOBILEVERCODELOGIN3: true },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'SMS code' }));
  return { ...view, store };
}

const mobile = () => seededMobile(sandbox, 'player02');
const dialing = () => sandbox.app.world.findAccount('default', 'player02')?.countryDialingCode;

describe('the firebase SMS channel (smsProvider.firebase)', () => {
  it('E.164: +, the dialing code, the national number', () => {
    expect(e164('86', '138 0000 1111')).toBe('+8613800001111');
    expect(e164(undefined, '0812345678')).toBe('+0812345678');
  });

  it(
    '"Get code" asks the provider, not the platform, then shows code_sent and counts 120 s; the code signs in with firebaseMobileNo',
    { timeout: 30_000 },
    async () => {
      const { provider, confirm } = phoneProvider();
      const { user, store } = await renderSmsLogin(provider);
      await user.type(screen.getByLabelText('Mobile number'), mobile());
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
      const number = `+${dialing()}${mobile()}`;
      expect(provider.sendSmsCode).toHaveBeenCalledWith(
        number,
        expect.objectContaining({ projectId: 'p' }),
      );
      expect(sandbox.calls).not.toContain('POST /wps/verification/sms/noLogin');
      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(selectLoggedIn(store.getState())).toBe(true));
      expect(confirm).toHaveBeenCalledWith('123456');
      expect(sandbox.calls).toContain('POST /wps/session/login');
      expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    },
  );

  it('auth/code-expired when no code is pending: nothing is sent to the platform', async () => {
    const { provider, confirm } = phoneProvider();
    const { user, store } = await renderSmsLogin(provider);
    await user.type(screen.getByLabelText('Mobile number'), mobile());
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The code has expired. Please request a new one'),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(sandbox.calls).not.toContain('POST /wps/session/login');
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it("a wrong code is the provider's refusal (auth/unknown with its code); switching tabs forgets the pending code", async () => {
    const { provider } = phoneProvider();
    const { user } = await renderSmsLogin(provider);
    await user.type(screen.getByLabelText('Mobile number'), mobile());
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('Verification code sent');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/auth\/invalid-verification-code/)).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('POST /wps/session/login');
    await user.click(screen.getByRole('tab', { name: 'Username and password' }));
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText('Mobile number'), mobile());
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The code has expired. Please request a new one'),
    ).toBeInTheDocument();
  });

  it('without the provider settings the channel says the service is not supported', async () => {
    const { provider } = phoneProvider();
    const { user } = await renderSmsLogin(provider, { firebase: true });
    await user.type(screen.getByLabelText('Mobile number'), mobile());
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This sign-in service is not supported')).toBeInTheDocument();
    expect(provider.sendSmsCode).not.toHaveBeenCalled();
  });

  it('with smsProvider.firebase off the platform sends the code, as before', async () => {
    const { provider } = phoneProvider();
    const { user } = await renderSmsLogin(provider, { ...SMS_PROVIDER, firebase: false });
    await user.type(screen.getByLabelText('Mobile number'), mobile());
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(sandbox.calls).toContain('POST /wps/verification/sms/noLogin');
    expect(provider.sendSmsCode).not.toHaveBeenCalled();
  });
});
