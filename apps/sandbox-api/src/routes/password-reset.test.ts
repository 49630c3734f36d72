import { describe, expect, it } from 'vitest';
import { freshHarness, type Harness } from '../../test/helpers';
import { SMS_MAX_FAILURES } from './session-helpers';

/**
 * account-access.md section 7: `POST /wps/member/password/verification` (encrypted) completes the
 * SMS password reset that `POST /wps/member/password/sms` (username, mobileNumber) starts. The
 * rules a careful platform keeps are enforced here, whatever the client sends (ADR 0068).
 */
const USER = 'player02';
const MOBILE = '13800001111';

async function requestReset(h: Harness): Promise<string> {
  const sent = await h.call('POST', '/wps/member/password/sms', {
    body: { username: USER, mobileNumber: MOBILE },
  });
  expect(sent.body.success).toBe(true);
  const message = h.app.world.smsOutbox.at(-1);
  expect(message).toMatchObject({ mobile: MOBILE, purpose: 'reset' });
  return message?.code ?? '';
}

function verify(h: Harness, body: Record<string, string>, encrypt = true) {
  return h.call('POST', '/wps/member/password/verification', {
    body: { username: USER, mobileNumber: MOBILE, ...body },
    encrypt,
  });
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /wps/member/password/verification (encrypted) completes the SMS password reset', () => {
  it('the code from the SMS sets the new password; old sessions end; the code is single use', async () => {
    const h = await freshHarness();
    const oldToken = await h.login(USER);
    const code = await requestReset(h);
    const done = await verify(h, {
      verificationCode: code,
      newPassword: 'Reset12345',
      confirmNewPassword: 'Reset12345',
    });
    expect(done.body).toMatchObject({ success: true, value: true });
    await expect(h.login(USER, 'Reset12345')).resolves.toEqual(expect.any(String));
    const stale = await h.call('GET', '/wps/member/info', { token: oldToken });
    expect(stale.body.success).toBe(false);
    const again = await verify(h, {
      verificationCode: code,
      newPassword: 'Other12345',
      confirmNewPassword: 'Other12345',
    });
    expect(again.body.errorCode).toBe('sms.code.invalid');
  });

  it.each([
    [
      'no code was requested',
      false,
      { verificationCode: '123456', newPassword: 'Reset12345', confirmNewPassword: 'Reset12345' },
      'sms.code.invalid',
    ],
    [
      'the confirmation differs ("confirm must equal it")',
      true,
      { newPassword: 'Reset12345', confirmNewPassword: 'Reset12346' },
      'password.mismatch',
    ],
    [
      'the new password is the insecure default',
      true,
      { newPassword: 'Aa123456', confirmNewPassword: 'Aa123456' },
      'password.insecure',
    ],
    [
      "another number than the account's",
      true,
      { mobileNumber: '13999999999', newPassword: 'Reset12345', confirmNewPassword: 'Reset12345' },
      'password.recovery.mismatch',
    ],
  ])('refuses when %s', async (_case, requested, body, errorCode) => {
    const h = await freshHarness();
    const code = requested ? await requestReset(h) : '';
    const answer = await verify(h, { verificationCode: code, ...body });
    expect(answer.body.errorCode).toBe(errorCode);
    await expect(h.login(USER)).resolves.toEqual(expect.any(String));
  });

  it('a new password outside 6 to 16 characters is refused before the code is spent', async () => {
    const h = await freshHarness();
    const code = await requestReset(h);
    const short = await verify(h, {
      verificationCode: code,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(short.body.success).toBe(false);
    const ok = await verify(h, {
      verificationCode: code,
      newPassword: 'Reset12345',
      confirmNewPassword: 'Reset12345',
    });
    expect(ok.body.success).toBe(true);
  });

  it(`${SMS_MAX_FAILURES} wrong codes burn the right one`, async () => {
    const h = await freshHarness();
    const code = await requestReset(h);
    for (let attempt = 0; attempt < SMS_MAX_FAILURES; attempt += 1) {
      const wrong = await verify(h, {
        verificationCode: wrongCode(code),
        newPassword: 'Reset12345',
        confirmNewPassword: 'Reset12345',
      });
      expect(wrong.body.errorCode).toBe('sms.code.invalid');
    }
    const late = await verify(h, {
      verificationCode: code,
      newPassword: 'Reset12345',
      confirmNewPassword: 'Reset12345',
    });
    expect(late.body.errorCode).toBe('sms.code.invalid');
    await expect(h.login(USER)).resolves.toEqual(expect.any(String));
  });

  it('a plaintext body is refused: the call is encrypted', async () => {
    const h = await freshHarness();
    const code = await requestReset(h);
    const plain = await verify(
      h,
      { verificationCode: code, newPassword: 'Reset12345', confirmNewPassword: 'Reset12345' },
      false,
    );
    expect(plain.body.success).toBe(false);
    await expect(h.login(USER)).resolves.toEqual(expect.any(String));
  });
});
