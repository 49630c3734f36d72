import { merchantApi } from '@site/api-core';
import { SEED_PASSWORD } from '@site/sandbox-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/auth-flows';
import { renderAuth } from '../test/render';
import { createAuthTestStore, lastSmsCode, seededMobile, setupSandbox } from '../test/sandbox';
import { ChangePasswordPanel } from './change-password-panel';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { passwordRuleFor } from './use-password-rule';

const sandbox = setupSandbox();

describe('ForgotPasswordDialog (section 5)', () => {
  it('in_account_incorrect and in_email_incorrect, then the reset mail', async () => {
    const { store } = createAuthTestStore();
    const { user } = await renderAuth(
      <ForgotPasswordDialog params={undefined} onClose={vi.fn()} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter a correct account')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'player01');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('The email address is not valid', { exact: false }),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'player01@example.test',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('We sent you a password reset email'),
    ).toBeInTheDocument();
  });

  it('by phone: the password is sent by SMS', async () => {
    const { store } = createAuthTestStore();
    const { user } = await renderAuth(
      <ForgotPasswordDialog params={undefined} onClose={vi.fn()} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('tab', { name: 'By phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Mobile number' }),
      seededMobile(sandbox, 'player01'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Your new password has been sent to your phone by SMS'),
    ).toBeInTheDocument();
  });

  it('"POST /wps/member/password/verification (encrypted)" completes the SMS password reset', async () => {
    const { store } = createAuthTestStore();
    const { user } = await renderAuth(
      <ForgotPasswordDialog params={undefined} onClose={vi.fn()} />,
      { store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('tab', { name: 'By phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
    const mobile = seededMobile(sandbox, 'player01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), mobile);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const step = await within(dialog).findByRole('form', { name: 'Reset password' });
    const code = await lastSmsCode(sandbox, mobile);
    const smsField = within(step).getByRole('textbox', { name: 'Password from the SMS' });
    const submit = () => user.click(within(step).getByRole('button', { name: 'Submit' }));

    // enter_verification_code, then in_password_incorrect: refused before any call.
    await submit();
    expect(await within(step).findByText(/verification code/)).toBeInTheDocument();
    await user.type(smsField, code);
    await user.type(
      within(step).getByLabelText('New password', { selector: 'input' }),
      'Reset12345',
    );
    await user.type(
      within(step).getByLabelText('Confirm password', { selector: 'input' }),
      'Reset1234',
    );
    await submit();
    expect(await within(step).findByText('The passwords do not match')).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('POST /wps/member/password/verification');

    // A wrong code: the server's message, the SMS field cleared.
    await user.type(within(step).getByLabelText('Confirm password', { selector: 'input' }), '5');
    await user.clear(smsField);
    await user.type(smsField, code === '000000' ? '111111' : '000000');
    await submit();
    await waitFor(() => expect(smsField).toHaveValue(''));
    expect(within(step).getByRole('alert')).not.toBeEmptyDOMElement();

    await user.type(smsField, code);
    await submit();
    expect(
      await within(step).findByText('Your password has been reset. Log in with the new password'),
    ).toBeInTheDocument();
    expect(
      await store.dispatch(
        signIn(
          { username: 'player01', password: 'Reset12345' },
          { forcedChange: false, password: 'Reset12345' },
        ),
      ),
    ).toMatchObject({ kind: 'signed-in' });
  });
});

describe('ChangePasswordPanel (section 5)', () => {
  it('"the configured password pattern" is the settings\' regExp.password in the 6-16 range; with none, the 6-12 fallback', () => {
    expect(passwordRuleFor('^.{6,16}$')).toMatchObject({
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '^.{6,16}$',
      messageKey: 'error_password',
    });
    expect(passwordRuleFor(undefined)).toMatchObject({ minLength: 6, maxLength: 12 });
    expect(passwordRuleFor('')).toMatchObject({ minLength: 6, maxLength: 12 });
  });

  it('with no pattern in the settings a new password of 13 characters is refused (6-12)', async () => {
    const { store } = createAuthTestStore();
    await store.dispatch(
      signIn({ username: 'player02', password: SEED_PASSWORD }, { forcedChange: false }),
    );
    const { user } = await renderAuth(<ChangePasswordPanel onChanged={vi.fn()} />, { store });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(
      within(form).getByLabelText('Current password', { selector: 'input' }),
      SEED_PASSWORD,
    );
    for (const label of ['New password', 'Confirm password'])
      await user.type(within(form).getByLabelText(label, { selector: 'input' }), 'Abcdefgh12345');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('Password must be 6-12 characters long'),
    ).toBeInTheDocument();
    expect(sandbox.calls).not.toContain('POST /wps/member/password');
  });

  it('asks for the old password, checks the new one and calls at most once per 3 s', async () => {
    const { store } = createAuthTestStore();
    await store.dispatch(
      signIn({ username: 'player02', password: SEED_PASSWORD }, { forcedChange: false }),
    );
    // The merchant's settings give the pattern (the sandbox: 6 to 16 characters).
    await store.dispatch(merchantApi.endpoints.siteSettings.initiate(undefined));
    const onChanged = vi.fn();
    const { user } = await renderAuth(<ChangePasswordPanel onChanged={onChanged} />, { store });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(
      within(form).getByLabelText('Current password', { selector: 'input' }),
      SEED_PASSWORD,
    );
    await user.type(within(form).getByLabelText('New password', { selector: 'input' }), 'abc');
    await user.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('Password must be 6-16 characters long'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New password', { selector: 'input' }));
    await user.clear(within(form).getByLabelText('Confirm password', { selector: 'input' }));
    await user.type(
      within(form).getByLabelText('New password', { selector: 'input' }),
      'Fresh1234',
    );
    await user.type(
      within(form).getByLabelText('Confirm password', { selector: 'input' }),
      'Fresh1234',
    );
    const submit = within(form).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(submit);
    await user.click(submit);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sandbox.calls.filter((call) => call === 'POST /wps/member/password')).toHaveLength(1);
    expect(sandbox.app.world.findAccount('default', 'player02')?.password).toBe('Fresh1234');
  });
});
