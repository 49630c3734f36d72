import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../test/helpers';

describe('games sandbox: what the games feature and its browser tests need', () => {
  it('a vendor under maintenance answers its start and end times under the names the error policy reads', async () => {
    const h = await freshHarness();
    const cq9 = h.app.world.catalogue('default').games.find((game) => game.vendor === 'CQ9');
    const { body } = await h.call('POST', '/wps/game/launchGame', {
      token: await h.login('player01'),
      body: { nodeId: cq9?.nodeId ?? 0, accountType: 1 },
    });
    expect(body).toMatchObject({
      errorCode: 'vendor_under_maintenance',
      value: { startTime: expect.any(String), endTime: expect.any(String) },
    });
  });

  it('broke01 is a zero-balance real player that is not a forced-change account', async () => {
    const h = await freshHarness();
    // A forced-change session may only change its password (ADR 0065): reaching the balance
    // check proves it is an ordinary session.
    const { body } = await h.call('POST', '/wps/game/launchGame', {
      token: await h.login('broke01'),
      body: { nodeId: 50051, accountType: 1 },
    });
    expect(body.errorCode).toBe('launch_game_balance_not_enough');
  });

  it('the game url the launch answers is a page the new window can land on', async () => {
    const h = await freshHarness();
    const { body } = await h.call('POST', '/wps/game/launchGame', {
      token: await h.login('player01'),
      body: { nodeId: 50051, accountType: 1 },
    });
    const url = (body.value as { game_url: string }).game_url;
    expect(url).toMatch(/^\/res\/play\/50051\?/);
    const page = await h.app.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('PG');
  });
});
