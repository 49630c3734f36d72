import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMsw } from './msw';

const sandbox = createSandboxMsw();
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const headers = { Merchant: 'lumen', Language: 'TH' };

describe('the MSW handlers forward to the in-process sandbox', () => {
  it('answers /wps, /lgw, /lotto and /res on any origin', async () => {
    const vendors = (await (
      await fetch('http://localhost/wps/relay/GCSGAME_gameVendor', { headers })
    ).json()) as { success: boolean; value: { displayName: string }[] };
    expect(vendors.success).toBe(true);
    expect(vendors.value[0]?.displayName).toMatch(/สล็อต|ไลฟ์/);
    const menus = (await (
      await fetch('https://site.example/lgw/games/game_menus', { headers })
    ).json()) as { gameGroupId: number }[];
    expect(menus.map((group) => group.gameGroupId)).toContain(9);
    expect(
      (await fetch('http://localhost/lotto/lgw/games/opened/numero', { headers })).status,
    ).toBe(200);
    const logo = await fetch('http://localhost/res/logo.png');
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('turns a drop fault into a network error, and reset clears state and faults', async () => {
    await fetch('http://localhost/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/wps/system/location', kind: 'drop', count: 2 }),
    });
    await expect(fetch('http://localhost/wps/system/location', { headers })).rejects.toThrow(
      TypeError,
    );
    sandbox.reset();
    expect((await fetch('http://localhost/wps/system/location', { headers })).status).toBe(200);
  });
});
