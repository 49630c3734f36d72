import { selectLoggedIn } from '@site/api-core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { pendingBinding } from '../session/pending';
import { createAuthTestStore, lastCaptchaAnswer, lastSmsCode, setupSandbox } from '../test/sandbox';
import { RegisterForm } from './register-form';

const sandbox = setupSandbox();

async function renderRegister(
  merchant: 'default' | 'aurum' | 'lumen',
  options: {
    path?: string;
    flags?: Record<string, boolean>;
    overrides?: Parameters<typeof renderAuth>[1]['overrides'];
  } = {},
) {
  const { store, storage } = createAuthTestStore({ merchant });
  const view = await renderAuth(<RegisterForm variant="page" />, {
    store,
    path: options.path ?? '/register',
    flags: { USERNAMEREG3: true, MOBILENUMREG3: true, ...options.flags },
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  return { ...view, store, storage };
}

describe('RegisterForm against the sandbox', () => {
  it('shows the agreement first with the box ticked; unticked it says in_user_agreement', async () => {
    const { user } = await renderRegister('default');
    const box = await screen.findByRole('checkbox', {
      name: 'I am 18 or older and accept the user agreement',
    });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByText('Please read and accept the user agreement'),
    ).toBeInTheDocument();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('tab', { name: 'Username' })).toBeInTheDocument();
  });

  it('username mode: checks on blur, registers, signs in, shows the success dialog and goes home', async () => {
    const { user, store } = await renderRegister('default');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    const username = await screen.findByRole('textbox', { name: /^Username/ });
    expect(screen.getByText('Username: 6-13 characters')).toBeInTheDocument();
    await user.type(username, 'ab');
    await user.tab();
    expect(
      await screen.findByText('Username must be 6-13 letters or digits', { exact: false }),
    ).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'newbie01');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret124');
    await user.type(await screen.findByRole('textbox', { name: /^Captcha/ }), '0000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('The confirmation does not match the password'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    const refused = sandbox.app.world.lastCaptcha?.captchaId;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // A wrong captcha: the server refuses and the captcha is reset (a new image, empty field).
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Captcha/ })).toHaveValue(''));
    await waitFor(() => expect(sandbox.app.world.lastCaptcha?.captchaId).not.toBe(refused));

    await user.type(
      screen.getByRole('textbox', { name: /^Captcha/ }),
      await lastCaptchaAnswer(sandbox),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Welcome!' });
    expect(dialog).toHaveTextContent('Welcome aboard, newbie01!');
    expect(selectLoggedIn(store.getState())).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    // The base behaviour registers with POST.
    expect(sandbox.calls).toContain('POST /wps/member/register');
    expect(sandbox.calls).not.toContain('PUT /wps/member/register');
  });

  it("phone mode with the mobile-password setting '0': no password, the SMS code counts 120 s, default-password flag set", async () => {
    const { user, storage } = await renderRegister('lumen');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Username/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /^SMS code/ }),
      await lastSmsCode(sandbox, '0812345678'),
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Captcha/ }),
      await lastCaptchaAnswer(sandbox),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(storage.getSession('cpw')).toBe(true);
  });

  it('theme behaviour registrationMethod PUT: the mobile registration is sent as PUT', async () => {
    const { user } = await renderRegister('lumen', {
      overrides: [{ behaviour: { registrationMethod: 'PUT' } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0812345679');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend in 120 s' });
    await user.type(
      screen.getByRole('textbox', { name: /^SMS code/ }),
      await lastSmsCode(sandbox, '0812345679'),
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Captcha/ }),
      await lastCaptchaAnswer(sandbox),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(sandbox.calls).toContain('PUT /wps/member/register/mobile');
    expect(sandbox.calls).not.toContain('POST /wps/member/register/mobile');
  });

  it('tabs only when both registrations are on; mobile forced when alone', async () => {
    const { user } = await renderRegister('lumen', {
      flags: { USERNAMEREG3: false, MOBILENUMREG3: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('textbox', { name: /^Mobile number/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a failed affiliate lookup with setting 0 hides the field and remembers it', async () => {
    const { user, storage } = await renderRegister('aurum', {
      path: '/register?affiliateCode=NOPE99',
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(storage.getSession('hideAffiliate')).toBe(true));
    expect(screen.queryByRole('textbox', { name: /^Referral code/ })).toBeNull();
  });

  it('a failed affiliate lookup with setting 1 shows the notice', async () => {
    const { user } = await renderRegister('default', { path: '/register?affiliateCode=NOPE99' });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Invalid referral code' }),
    ).toBeInTheDocument();
  });

  it('a valid affiliate code from the query is kept', async () => {
    const { user } = await renderRegister('default', { path: '/register?affiliateCode=AFF0001' });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('textbox', { name: /^Referral code/ })).toHaveValue('AFF0001');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
  it('"SMS code request: countryDialingCode plus ... mobileNo (register)": the chosen code goes with the request, then code_sent shows', async () => {
    const { user } = await renderRegister('lumen');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const dialingCode = await screen.findByRole('combobox', { name: 'Dialing code' });
    // The list of codes loads on its own, after the form on a loaded machine.
    await within(dialingCode).findByRole('option', { name: /\+84 / });
    await user.selectOptions(dialingCode, 'VN');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0812345681');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    const sent = sandbox.app.world.smsOutbox.at(-1);
    expect(sent).toMatchObject({ mobile: '0812345681', dialingCode: '84', purpose: 'register' });
  });

  it('"SMS captcha depends on GEETESTVCODE3": with the slider on, get code says verify_first until it is solved', async () => {
    const { user } = await renderRegister('lumen', {
      flags: { GEETEST3: true, GEETESTVCODE3: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0812345682');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please complete the verification first')).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('POST /wps/verification/sms/register');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('"when manual registration applies, opens the register modal": the registration carries the provider data and binds the identity', async () => {
    pendingBinding.set({ channel: 'google', firebaseIdToken: 'sandbox-firebase-manual77' });
    const { user } = await renderRegister('default');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'bound0077');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await user.type(
      await screen.findByRole('textbox', { name: /^Captcha/ }),
      await lastCaptchaAnswer(sandbox),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog', { name: 'Welcome!' })).toBeInTheDocument();
    const account = sandbox.app.world.findAccount('default', 'bound0077');
    expect(account?.firebaseIdTokens).toEqual(['sandbox-firebase-manual77']);
    expect(pendingBinding.get()).toBeNull();
  });
});
