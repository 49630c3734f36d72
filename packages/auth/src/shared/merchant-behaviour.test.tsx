import { screen, within } from '@testing-library/react';
import type { ThemeOverride } from '@site/theme';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';

/**
 * The merchant flavours of account-access.md sections 4, 5 and 9, switched from the theme's
 * `behaviour` (ADR 0069): each test renders the real form against the sandbox with and without
 * the switch, so the switch (not the test) makes the difference.
 */
const sandbox = setupSandbox();

type Behaviour = NonNullable<ThemeOverride['behaviour']>;

async function smsLogin(behaviour: Behaviour) {
  const { store } = createAuthTestStore();
  return renderAuth(<LoginForm variant="page" defaultTab="sms" />, {
    store,
    flags: { MOBILEVERCODELOGIN3: true },
    overrides: [{ behaviour }],
  });
}

describe('merchant flavours from the theme behaviour', () => {
  it.each([
    [{}, true],
    [{ mobileCodeDigits: 11 }, false],
  ] as [Behaviour, boolean][])(
    '"mobile for code 11 digits in one flavour": a 12-digit number with %o is sent: %s',
    async (behaviour, sent) => {
      const { user } = await smsLogin(behaviour);
      await user.type(await screen.findByLabelText('Mobile number'), '138000011112');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      if (sent) {
        expect(await screen.findByRole('button', { name: /^Resend in/ })).toBeDisabled();
        expect(sandbox.calls).toContain('POST /wps/verification/sms/noLogin');
      } else {
        expect(await screen.findByText('Please enter a correct mobile number')).toBeInTheDocument();
        expect(sandbox.calls).not.toContain('POST /wps/verification/sms/noLogin');
      }
    },
  );

  it.each([
    [{}, 'Resend in 300 s'],
    [{ loginCodeCountdown: 'fixed-120' }, 'Resend in 120 s'],
  ] as [Behaviour, string][])(
    '"counts down expiredMinutes times 60 seconds (login), or 120 seconds (... the login code in one flavour)": %o shows %s',
    async (behaviour, label) => {
      const { user } = await smsLogin(behaviour);
      await user.type(await screen.findByLabelText('Mobile number'), '13800001111');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByRole('button', { name: label })).toBeDisabled();
      expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    },
  );

  it.each([
    [{}, 'Please read and accept the user agreement'],
    [{ agreementMessageKey: 'in_register_agreed' }, 'Please accept the registration terms'],
  ] as [Behaviour, string][])(
    '"in_user_agreement; in one flavour in_register_agreed": %o says %s',
    async (behaviour, message) => {
      const { store } = createAuthTestStore();
      const { user } = await renderAuth(<RegisterForm variant="page" />, {
        store,
        path: '/register',
        flags: { USERNAMEREG3: true },
        overrides: [{ behaviour }],
      });
      await user.click(await screen.findByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    },
  );

  it.each([
    ['live', true],
    ['test', false],
    ['test-mode', true],
  ] as const)(
    '"slider when flag GEETEST3 is on (test flag off unless in test mode)": %s uses the slider (not the image captcha): %s',
    async (captchaEnvironment, slider) => {
      const { store } = createAuthTestStore();
      await renderAuth(<RegisterForm variant="page" agreed />, {
        store,
        path: '/register',
        flags: { USERNAMEREG3: true, GEETEST3: true },
        overrides: [{ behaviour: { captchaEnvironment } }],
      });
      const form = await screen.findByRole('form', { name: 'Create an account' });
      await within(form).findByRole('textbox', { name: /^Username/ });
      // The slider replaces the image captcha; without it the merchant's image captcha shows.
      if (slider) expect(within(form).queryByRole('textbox', { name: /^Captcha/ })).toBeNull();
      else
        expect(await within(form).findByRole('textbox', { name: /^Captcha/ })).toBeInTheDocument();
    },
  );
});
