import { siteActions } from '@site/api-core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { renderAuth } from '../test/render';
import { createAuthTestStore, lastCaptchaAnswer, lastSmsCode, setupSandbox } from '../test/sandbox';
import { flagOf, selectableCountries } from './dialing-code-select';

const sandbox = setupSandbox();

function siteStore(merchant: 'default' | 'lumen', dialing: { code: string; country: string }) {
  const { store } = createAuthTestStore({ merchant });
  store.dispatch(
    siteActions.siteValuesSet({ countryDialingCode: dialing.code, countryCode: dialing.country }),
  );
  return store;
}

async function renderSmsLogin(dialing: { code: string; country: string }) {
  const store = siteStore('default', dialing);
  const view = await renderAuth(<LoginForm variant="page" defaultTab="sms" />, {
    store,
    flags: { MOBILEVERCODELOGIN3: true },
  });
  return view;
}

describe('flagOf and selectableCountries', () => {
  it('turns an alpha-2 code into regional-indicator letters, anything else into nothing', () => {
    expect(flagOf('TH')).toBe('🇹🇭');
    expect(flagOf('jp')).toBe('🇯🇵');
    expect(flagOf('T1')).toBe('');
    expect(flagOf('THA')).toBe('');
  });

  it('offers only codes the countryDialingCode rule accepts (digits, 1 to 3)', () => {
    expect(
      selectableCountries([
        { countryCode: 'TH', countryDialingCode: '66' },
        { countryCode: 'AS', countryDialingCode: '1684' },
        { countryCode: 'XX', countryDialingCode: '+9' },
        { countryCode: 'TW', countryDialingCode: '886' },
      ]).map((country) => country.countryCode),
    ).toEqual(['TH', 'TW']);
  });
});

describe('DialingCodeSelect in the SMS login', () => {
  it("is a labelled select defaulting to the site's code, listing GET /wps/system/country", async () => {
    const { user } = await renderSmsLogin({ code: '66', country: 'TH' });
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        /^🇹🇭 \+66 Thailand$/,
      ),
    );
    expect(within(select).getByRole('option', { name: /^🇯🇵 \+81 Japan$/ })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'No dialing code' })).toBeInTheDocument();
    expect(sandbox.calls.filter((call) => call === 'GET /wps/system/country')).toHaveLength(1);

    // Keyboard: the select sits in the tab order right before the mobile number.
    await user.click(screen.getByLabelText('Mobile number'));
    await user.tab({ shift: true });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'JP');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('+81');
  });

  it('error_country_code_limit: a site code of 4 digits blocks the code request', async () => {
    const { user } = await renderSmsLogin({ code: '8612', country: 'CN' });
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('+8612');
    await user.type(screen.getByLabelText('Mobile number'), '13800001111');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Country code must be 1-3 digits')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(sandbox.calls).not.toContain('POST /wps/verification/sms/noLogin');

    // Optional: choosing no code lets the request go without one.
    await user.selectOptions(select, 'No dialing code');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^Resend in/ })).toBeDisabled();
    expect(sandbox.calls).toContain('POST /wps/verification/sms/noLogin');
  });
});

describe('DialingCodeSelect in the mobile registration', () => {
  it('sends the chosen code with the mobile registration', async () => {
    const store = siteStore('lumen', { code: '66', country: 'TH' });
    const { user } = await renderAuth(<RegisterForm variant="page" agreed />, {
      store,
      path: '/register',
      flags: { USERNAMEREG3: false, MOBILENUMREG3: true },
    });
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('+66'),
    );
    await within(select).findByRole('option', { name: /\+84 / });
    await user.selectOptions(select, 'VN');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0812345680');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend in 120 s' });
    await user.type(
      screen.getByRole('textbox', { name: /^SMS code/ }),
      await lastSmsCode(sandbox, '0812345680'),
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Captcha/ }),
      await lastCaptchaAnswer(sandbox),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog', { name: 'Welcome!' })).toBeInTheDocument();
    const account = sandbox.app.world
      .merchantState('lumen')
      .accounts.find((candidate) => candidate.mobileNo === '0812345680');
    expect(account?.countryDialingCode).toBe('84');
  });
});

describe('the visitor default from /wps/system/location', () => {
  it('"countryCode and countryDialingCode": a visitor with no site code starts on the location\'s code', async () => {
    const { store } = createAuthTestStore({ merchant: 'lumen' });
    await renderAuth(<LoginForm variant="page" defaultTab="sms" />, {
      store,
      flags: { MOBILEVERCODELOGIN3: true },
    });
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        /^🇹🇭 \+66 Thailand$/,
      ),
    );
    expect(sandbox.calls.filter((call) => call === 'GET /wps/system/location')).toHaveLength(1);
  });

  it("a site code (a member's) wins, and the location is not asked for", async () => {
    await renderSmsLogin({ code: '81', country: 'JP' });
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('+81'),
    );
    expect(sandbox.calls).not.toContain('GET /wps/system/location');
  });

  it.each(['nullValue', 'emptyValue', 'wrongType'] as const)(
    'a %s location answer leaves "no dialing code", and the code can still be chosen',
    async (kind) => {
      const fault = await sandbox.app.request('/__sandbox/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' },
        body: JSON.stringify({ path: '/wps/system/location', kind }),
      });
      expect(fault.ok).toBe(true);
      const { store } = createAuthTestStore();
      const { user } = await renderAuth(<LoginForm variant="page" defaultTab="sms" />, {
        store,
        flags: { MOBILEVERCODELOGIN3: true },
      });
      const select = await screen.findByRole('combobox', { name: 'Dialing code' });
      await waitFor(() => expect(sandbox.calls).toContain('GET /wps/system/location'));
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        'No dialing code',
      );
      // The list of codes loads on its own; on a loaded machine it can come after the location.
      await within(select).findByRole('option', { name: /\+66 Thailand$/ });
      await user.selectOptions(select, 'TH');
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('+66');
    },
  );
});
