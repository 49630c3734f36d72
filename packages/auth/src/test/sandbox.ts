import { createTestSiteStore } from '@site/api-core/testing';
import type { SandboxMsw } from '@site/sandbox-api/msw';
import type { FlagMap } from '@site/theme';
import { authSlice } from '../session/auth-slice';
import { rootReducer } from '@site/api-core';

// One sandbox over MSW for every package's tests (ADR 0064): auth keeps only its own helpers.
import { SANDBOX_ORIGIN } from '@site/feature-testing';

export { SANDBOX_ORIGIN };
export { setSandboxFlags, setupSandbox } from '@site/feature-testing/vitest';

rootReducer.inject(authSlice);

/** A site store over in-memory storage whose client talks to the sandbox as `merchant`. */
export function createAuthTestStore(
  options: { merchant?: 'default' | 'aurum' | 'lumen'; flags?: FlagMap; token?: string } = {},
) {
  return createTestSiteStore({
    merchantCode: options.merchant ?? 'default',
    baseUrl: SANDBOX_ORIGIN,
    ...(options.flags ? { flags: options.flags } : {}),
    ...(options.token ? { token: options.token } : {}),
  });
}

/** The last image captcha's answer, as the sandbox's control surface reports it. */
export async function lastCaptchaAnswer(sandbox: SandboxMsw): Promise<string> {
  const response = await sandbox.app.request('/__sandbox/captcha/last');
  const body = (await response.json()) as { value: { text: string } };
  return body.value.text;
}

/** The newest SMS code sent to `mobile`. */
export async function lastSmsCode(sandbox: SandboxMsw, mobile: string): Promise<string> {
  const response = await sandbox.app.request(`/__sandbox/sms?mobile=${mobile}`);
  const body = (await response.json()) as { value: { code: string }[] };
  const code = body.value[0]?.code;
  if (!code) throw new Error(`no SMS sent to ${mobile}`);
  return code;
}

/** The seeded mobile number of an account (the sandbox's account list). */
export function seededMobile(
  sandbox: SandboxMsw,
  username: string,
  merchant: 'default' | 'aurum' | 'lumen' = 'default',
): string {
  const account = sandbox.app.world.findAccount(merchant, username);
  if (!account?.mobileNo) throw new Error(`${username} has no mobile number`);
  return account.mobileNo;
}
