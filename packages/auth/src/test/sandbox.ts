import { createTestSiteStore } from '@site/api-core/testing';
import { createSandboxMsw, type SandboxMsw } from '@site/sandbox-api/msw';
import type { FlagMap } from '@site/theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { authSlice } from '../session/auth-slice';
import { rootReducer } from '@site/api-core';

/** The origin the test client calls; MSW forwards it to the in-process sandbox. */
export const SANDBOX_ORIGIN = 'http://localhost';

/**
 * Runs the file's tests against the sandbox platform through MSW (one sandbox per file, reset
 * after each test). Unhandled requests fail the test.
 */
export function setupSandbox(): SandboxMsw & { calls: string[] } {
  const sandbox = createSandboxMsw();
  const server = setupServer(...sandbox.handlers);
  /** `METHOD /path` of every request the site made, in order (cleared after each test). */
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.reset();
    calls.length = 0;
  });
  afterAll(() => server.close());
  return Object.assign(sandbox, { calls });
}

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

/** Sets whitelabel flags on the sandbox merchant (its control surface). */
export async function setSandboxFlags(sandbox: SandboxMsw, flags: FlagMap, merchant = 'default') {
  await sandbox.app.request('/__sandbox/flags', {
    method: 'POST',
    body: JSON.stringify({ merchant, flags }),
    headers: { 'content-type': 'application/json' },
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
