import { CALLS } from '@site/api-core/catalogue';
import { describe, expect, it } from 'vitest';
import { concretePath, createHarness } from '../test/helpers';
import { hasHandler, routePath, routeTable } from './app';

async function isRouted(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return response.status !== 404;
  const body = (await response.json()) as { errorCode?: string | null };
  return body.errorCode !== 'not.found';
}

describe('every call of the catalogue has a route', () => {
  const h = createHarness();

  it('reads the whole catalogue', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(100);
    expect(routeTable()).toHaveLength(CALLS.length);
  });

  it.each(CALLS.map((call) => [call.id, call] as const))('%s', async (id, call) => {
    expect(hasHandler(id)).toBe(true);
    const response = await h.raw(call.method, concretePath(routePath(call)));
    expect(await isRouted(response), `${call.method} ${call.path} answered not.found`).toBe(true);
  });

  it('a path outside the catalogue is not routed (the check above can fail)', async () => {
    expect(await isRouted(await h.raw('GET', '/wps/relay/NO_SUCH_OPERATION'))).toBe(false);
    expect(await isRouted(await h.raw('PATCH', '/wps/member/info'))).toBe(false);
  });
});
