import { createTestSiteStore } from '@site/api-core/testing';
import type { FlagMap } from '@site/theme';

/** The origin the test client calls; MSW forwards it to the in-process sandbox. */
export const SANDBOX_ORIGIN = 'http://localhost';

export type SandboxMerchant = 'default' | 'aurum' | 'lumen';

export interface FeatureTestStoreOptions {
  merchant?: SandboxMerchant;
  flags?: FlagMap;
  /** A session token the sandbox issued (from `sandboxSignIn`), for screens that need a member. */
  token?: string;
  isAgent?: number;
}

/** A site store over in-memory storage whose client talks to the sandbox as `merchant`. */
export function createFeatureTestStore(options: FeatureTestStoreOptions = {}) {
  return createTestSiteStore({
    merchantCode: options.merchant ?? 'default',
    baseUrl: SANDBOX_ORIGIN,
    ...(options.flags ? { flags: options.flags } : {}),
    ...(options.token ? { token: options.token } : {}),
    ...(options.isAgent !== undefined ? { isAgent: options.isAgent } : {}),
  });
}

/**
 * Signs a seeded account in on the sandbox (plain JSON body, `Encryption: none`) and returns its
 * token and `isAgent`, for component tests of member screens. User-level flows are tested in the
 * browser through the login form instead.
 */
export async function sandboxSignIn(
  username: string,
  options: { password?: string; merchant?: SandboxMerchant } = {},
): Promise<{ token: string; isAgent: number }> {
  const response = await fetch(`${SANDBOX_ORIGIN}/wps/session/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: options.merchant ?? 'default',
      Device: 'web',
      Language: 'EN',
      Encryption: 'none',
    },
    body: JSON.stringify({
      username,
      password: options.password ?? 'Sandbox123',
      type: 'username',
    }),
  });
  const body = (await response.json()) as {
    success: boolean;
    value: { token: string; isAgent: number };
  };
  if (!body.success) throw new Error(`sandbox refused ${username}`);
  return body.value;
}
