import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../test/helpers';
import { setLotteryHosts } from './lottery';

describe('lottery hosts, mini-game script and popular prize modes (ADR 0083)', () => {
  it('serves the lottery host and the Thai frame host among the merchant resources, switchable off', async () => {
    const h = await freshHarness();
    const read = async () => {
      const { body } = await h.call<{ resources: { resourceType: string; url: string }[] }>(
        'GET',
        '/wps/system/settings/consolidated',
      );
      return body.value?.resources.filter((entry) => entry.resourceType.includes('LOTTERY')) ?? [];
    };
    expect(await read()).toEqual([
      expect.objectContaining({ resourceType: 'LOTTERY_HOST', url: '/lotto' }),
      expect.objectContaining({ resourceType: 'THAI_LOTTERY_HOST', url: '/res/lottery/lobby' }),
    ]);
    setLotteryHosts(h.app.world, 'default', false);
    expect(await read()).toEqual([]);
    setLotteryHosts(h.app.world, 'default', true);
    expect(await read()).toHaveLength(2);
  });

  it('serves the mini-game as a real script under the lottery host', async () => {
    const h = await freshHarness();
    const response = await h.raw('GET', '/lotto/mini-game/s1/minigame.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.LotteryMiniGame');
    expect(() => new Function(script)).not.toThrow();
  });

  it('popular games accept the prize modes the site sends (Traditional, Elott..., SEA_Tradition)', async () => {
    const h = await freshHarness();
    const popular = async (prizeMode: string) => {
      const response = await h.raw('GET', '/lgw/games/popular', { query: { count: 4, prizeMode } });
      return (await response.json()) as { lane: string }[];
    };
    expect(await popular('Traditional')).toHaveLength(4);
    expect((await popular('SEA_Tradition')).every((game) => game.lane === 'SEA')).toBe(true);
    expect((await popular('ElottEntertainment')).every((game) => game.lane === 'ELOTT')).toBe(true);
  });
});
