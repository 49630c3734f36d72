import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REGISTER_RULES } from '../rules/field-rules';
import type { RegisterMode } from '../rules/register-rules';
import type { SmsCountdown } from '../sms/use-sms-countdown';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { RegisterFields } from './register-fields';

setupSandbox();

const countdown: SmsCountdown = {
  seconds: 0,
  counting: false,
  start: () => undefined,
  fail: () => undefined,
  reset: () => undefined,
};

function Fields({
  fields,
  mode,
  errors = {},
  onSendCode,
}: {
  fields: string[];
  mode: RegisterMode;
  errors?: Record<string, string>;
  onSendCode: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <RegisterFields
      fields={fields}
      rules={DEFAULT_REGISTER_RULES}
      values={values}
      onValueChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
      fieldError={(key) => errors[key]}
      mode={mode}
      sms={{
        dialingCode: '84',
        onDialingCodeChange: () => undefined,
        countryCode: 'VN',
        countdown,
        sending: false,
      }}
      onSendCode={onSendCode}
    />
  );
}

async function renderFields(
  fields: string[],
  mode: RegisterMode,
  errors: Record<string, string> = {},
) {
  const onSendCode = vi.fn();
  const { store } = createAuthTestStore();
  const view = await renderAuth(
    <form aria-label="fields">
      <Fields fields={fields} mode={mode} errors={errors} onSendCode={onSendCode} />
    </form>,
    { store, path: '/register' },
  );
  return { ...view, onSendCode };
}

const names = () =>
  Array.from(screen.getByRole('form', { name: 'fields' }).querySelectorAll('input, select')).map(
    (field) =>
      `${field.getAttribute('name') ?? field.tagName}:${field.getAttribute('autocomplete')}`,
  );

describe('RegisterFields (section 5: the fields by their rules)', () => {
  it('in order, each with its autocomplete; the captcha is left to the captcha area', async () => {
    await renderFields(
      ['username', 'password', 'verifyPwd', 'mobileNum', 'email', 'nickname', 'captcha'],
      'username',
    );
    expect(names()).toEqual([
      'username:username',
      'password:new-password',
      'verifyPwd:new-password',
      'mobileNum:tel-national',
      'email:email',
      'nickname:off',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Dialing code' })).toBeNull();
    expect(screen.getByText('Username: 6-13 characters')).toBeInTheDocument();
  });

  it('a field with no rule is left out', async () => {
    await renderFields(['username', 'noSuchField'], 'username');
    expect(names()).toEqual(['username:username']);
  });

  it('mobile mode: the dialing code comes before the number, with its own error', async () => {
    await renderFields(['mobileNum', 'password'], 'mobile', {
      countryDialingCode: 'Country code must be 1-3 digits',
    });
    const select = screen.getByRole('combobox', { name: 'Dialing code' });
    expect(names()).toEqual([
      'countryDialingCode:null',
      'mobileNum:tel-national',
      'password:new-password',
    ]);
    expect(select).toHaveAccessibleDescription('Country code must be 1-3 digits');
  });

  it('a numeric rule keeps only the digits typed; other fields keep what is typed', async () => {
    const { user } = await renderFields(['mobileNum', 'nickname'], 'username');
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await user.type(mobile, '08a12');
    expect(mobile).toHaveValue('0812');
    await user.type(screen.getByRole('textbox', { name: /^Nickname/ }), 'ab1');
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('ab1');
  });

  it('the SMS code has its button, which asks for a code', async () => {
    const { user, onSendCode } = await renderFields(['verificationCode'], 'mobile');
    const code = screen.getByRole('textbox', { name: /^SMS code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSendCode).toHaveBeenCalledTimes(1);
  });

  it("a failure shows by the field it names, and a field's check runs on blur", async () => {
    const { user } = await renderFields(['username', 'nickname'], 'username', {
      nickname: 'Please fill in the information',
    });
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toHaveAccessibleDescription(
      /Please fill in the information/,
    );
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'ab');
    await user.tab();
    expect(
      await within(screen.getByRole('form', { name: 'fields' })).findByText(
        'Username must be 6-13 letters or digits',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});
