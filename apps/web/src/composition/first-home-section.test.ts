import type { GateContext, HomeSection } from '@site/feature-api';
import { testTheme } from '@site/theme/testing';
import { describe, expect, it, vi } from 'vitest';
import { buildGateContext } from '../access/gate-context';
import { siteFeatures } from '../features';
import { startUp } from '../shell/start-up';
import { sandboxShellServices, setupSandboxServer } from '../test/sandbox-services';
import { composeSite } from './compose-site';
import { firstHomeSection, firstHomeSectionModule, homeAtStartUp } from './first-home-section';

setupSandboxServer();

const Section = () => null;
const section = (id: string, visible?: HomeSection['visible']): HomeSection => ({
  id,
  lazy: vi.fn(async () => ({ Component: Section })),
  ...(visible ? { visible } : {}),
});

const gate = (over: { flags?: Record<string, boolean>; loggedIn?: boolean } = {}): GateContext =>
  buildGateContext(
    {
      loggedIn: over.loggedIn ?? false,
      isAgent: over.loggedIn ? 0 : null,
      memberInfo: null,
      availablePromo: null,
      hasRebate: false,
      settings: null,
    },
    over.flags ?? {},
  );

describe('firstHomeSection: the section at the top of the home page (ADR 0205)', () => {
  const banner = section('banner');
  const promotions = section('promotions', (ctx) => ctx.flag('REWCEN3'));
  const members = section('members', (ctx) => ctx.signedIn);
  const rebate = section('rebate', (ctx) => ctx.hasRebate);
  const all = [banner, promotions, members, rebate];

  it.each<[string, readonly string[], GateContext, string | undefined]>([
    ['the template’s first', ['banner', 'promotions'], gate(), 'banner'],
    [
      'in the template’s order, not the features’',
      ['promotions', 'banner'],
      gate({ flags: { REWCEN3: true } }),
      'promotions',
    ],
    ['past a section its flag hides', ['promotions', 'banner'], gate(), 'banner'],
    ['past a section for members, for a visitor', ['members', 'banner'], gate(), 'banner'],
    [
      'a section for members, for a member',
      ['members', 'banner'],
      gate({ loggedIn: true }),
      'members',
    ],
    [
      'past data start-up does not have (the rebate reads as absent)',
      ['rebate', 'banner'],
      gate({ loggedIn: true }),
      'banner',
    ],
    ['past an id no feature contributes', ['download', 'banner'], gate(), 'banner'],
    ['none when the template names none shown', ['promotions'], gate(), undefined],
    ['none for an empty template', [], gate(), undefined],
  ])('%s', (_case, order, context, expected) => {
    expect(firstHomeSection(all, order, context)?.id).toBe(expected);
  });

  it('after start-up on the sandbox: the banners, whose module prefetches them', async () => {
    const shell = sandboxShellServices();
    await startUp(shell);
    const sections = composeSite(siteFeatures).homeSections;
    const { templateOrder, gate: context } = homeAtStartUp(testTheme, shell.store.getState());
    expect(templateOrder[0]).toBe('banner');
    expect(context.signedIn).toBe(false);
    const module = await firstHomeSectionModule(sections, testTheme, shell.store.getState());
    expect(module?.prefetch).toBeTypeOf('function');
    expect(module).toBe(await sections.find(({ id }) => id === 'banner')?.lazy());
  });
});
