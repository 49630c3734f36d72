import { createSandboxMsw, type SandboxMsw } from '@site/sandbox-api/msw';
import type { FlagMap } from '@site/theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Runs the file's tests against the sandbox platform through MSW (one sandbox per file, reset
 * after each test). Unhandled requests fail the test. `calls` lists `METHOD /path` of every
 * request the site made, in order (cleared after each test).
 */
export function setupSandbox(): SandboxMsw & { calls: string[] } {
  const sandbox = createSandboxMsw();
  const server = setupServer(...sandbox.handlers);
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

/** Sets whitelabel flags on a sandbox merchant through its control surface. */
export async function setSandboxFlags(sandbox: SandboxMsw, flags: FlagMap, merchant = 'default') {
  await sandbox.app.request('/__sandbox/flags', {
    method: 'POST',
    body: JSON.stringify({ merchant, flags }),
    headers: { 'content-type': 'application/json' },
  });
}
