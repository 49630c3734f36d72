import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxLogin } from '../test/render-site';
import { sandboxShellServices, setupSandboxServer } from '../test/sandbox-services';
import { nextTask } from '../boot/next-task';
import { startUp } from './start-up';

const { server } = setupSandboxServer();
const asked: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  asked.length = 0;
});

const services = sandboxShellServices;

describe('start-up, begun by the boot before the first render (ADR 0155)', () => {
  it('asks for status, settings, whitelabel and templates once, however often it is awaited', async () => {
    const shell = services();
    const [first, second] = await Promise.all([startUp(shell), startUp(shell)]);
    expect(first).toBe(second);
    expect(first.status).toMatchObject({ maintenance: false });
    for (const path of [
      '/wps/system/status',
      '/wps/system/settings/consolidated',
      '/wps/system/whitelabel',
      '/wps/system/templates',
    ]) {
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('sets up the status call in one task and the three settings calls in the next (ADR 0218)', async () => {
    const shell = services();
    // Every call set up so far, answered or not: a fast answer may leave the cache before the
    // next look (a loaded machine answered the status call within the task).
    const seen = new Set<string>();
    const look = () => {
      for (const entry of Object.values(shell.store.getState().siteApi.queries))
        if (entry?.endpointName) seen.add(entry.endpointName);
    };
    const unsubscribe = shell.store.subscribe(look);
    const setUp = () => {
      look();
      return [...seen];
    };
    const run = startUp(shell);
    expect(setUp()).toEqual(['permissionStatus']);
    await nextTask();
    expect(setUp().sort()).toEqual(
      ['permissionStatus', 'sitePermission', 'siteSettings', 'siteTemplates'].sort(),
    );
    await run;
    unsubscribe();
  });

  it('restores the member from the token after the settings', async () => {
    const { token } = await sandboxLogin('player01');
    asked.length = 0;
    const shell = services(token);
    await startUp(shell);
    expect(shell.store.getState().site.loggedIn).toBe(true);
  });

  it('ends with no status when the platform answers null, never hanging', async () => {
    server.use(
      http.get('*/wps/system/status', () => HttpResponse.json({ success: true, value: null })),
    );
    const result = await startUp(services());
    expect(result.status).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('reports a maintenance status so the runtime can send the visitor to /maintenance', async () => {
    server.use(
      http.get('*/wps/system/status', () =>
        HttpResponse.json({ success: true, value: { maintenance: true } }),
      ),
    );
    expect((await startUp(services())).status?.maintenance).toBe(true);
  });
});
