import { createSiteStorage } from '@site/api-core';
import { createSandboxMsw } from '@site/sandbox-api/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { siteFeatures } from '../features';
import { createShellServices, type ShellServices } from '../shell/shell-services';

/**
 * The sandbox's handlers on msw's node server for one test file: listening for its tests, reset
 * (handlers, sandbox state, storage) after each one. Returns the sandbox and the server, for
 * `server.use` overrides and `sandbox.app` controls.
 */
export function setupSandboxServer() {
  const sandbox = createSandboxMsw();
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return { sandbox, server };
}

/** fetch with the page's origin in front of a relative path, as the browser resolves it. */
export const originFetch: typeof fetch = (input, init) =>
  fetch(
    typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input,
    init,
  );

/** The shell's services for the default merchant on the sandbox, signed in when given a token. */
export function sandboxShellServices(token?: string): ShellServices {
  localStorage.setItem('merchantCode', 'default');
  const storage = createSiteStorage();
  if (token) storage.setSession('token', token);
  return createShellServices(siteFeatures, { fetch: originFetch, storage, protocol: 'http:' });
}
