import type { GateContext } from '@site/feature-api';
import type { WhitelabelModuleId } from '@site/theme/flags';
import { describe, expect, it } from 'vitest';
import { AGENT_PAGE_IDS, type AgentPageId } from './constants';
import { agentFeature } from './feature';
import { AGENT_PAGE_GATES, registerCentreTabs } from './rules/page-gates';

function context(on: readonly WhitelabelModuleId[]): GateContext {
  return {
    flag: (id) => on.includes(id),
    flags: {},
    signedIn: true,
    isAgent: 41,
    toUpline: 0,
    singleWallet: false,
    promoEnabled: () => false,
    hasRebate: false,
  };
}

/** ADR 0058: each page's flag (none for the overview and red rain). */
const FLAG_OF: Record<AgentPageId, readonly WhitelabelModuleId[][]> = {
  agentAnnouncement: [['AGEPAG']],
  agentTeamOverview: [[]],
  registerCenter: [['AGEREGDOWN3'], ['CREATEAFF3']],
  downlineManagmentView: [['AFFMAN3']],
  palStatementsAgentCopy: [['AGETEAMPNL3']],
  agentRevenueReport: [['TEAMBETTING3']],
  agentDownlineTransactionDetailsCopy: [['AGENTRANSMULTDOWN3']],
  agentRedRain: [[]],
};

describe('agentFeature', () => {
  it('is a feature object with its id, namespace and the eight agent-centre pages in spec order', () => {
    expect(agentFeature.id).toBe('agent');
    expect(agentFeature.i18n.namespace).toBe('agent');
    expect(agentFeature.agentCentre.map((page) => page.id)).toEqual([...AGENT_PAGE_IDS]);
    for (const page of agentFeature.agentCentre) expect(page.labelKey).toBe(`page_${page.id}`);
  });

  it('each page carries its own gate', () => {
    for (const page of agentFeature.agentCentre)
      expect(page.visible).toBe(AGENT_PAGE_GATES[page.id as AgentPageId]);
  });
});

describe('page gates (ADR 0058)', () => {
  const rows = AGENT_PAGE_IDS.flatMap((id) => [
    ...FLAG_OF[id].map((flags) => [id, flags, true] as const),
    ...(FLAG_OF[id].some((flags) => flags.length === 0)
      ? []
      : [[id, [] as WhitelabelModuleId[], false] as const]),
  ]);
  it.each(rows)('%s with %j: %s', (id, flags, shown) => {
    expect(AGENT_PAGE_GATES[id](context(flags))).toBe(shown);
  });

  it('a page with a flag is hidden when only the other flags are on', () => {
    const all = Object.values(FLAG_OF).flat(2);
    for (const id of AGENT_PAGE_IDS) {
      const own = FLAG_OF[id].flat();
      if (own.length === 0) continue;
      expect(AGENT_PAGE_GATES[id](context(all.filter((flag) => !own.includes(flag))))).toBe(false);
    }
  });

  it.each([
    [{ register: true, links: true }, ['register', 'links']],
    [{ register: true, links: false }, ['register']],
    [{ register: false, links: true }, ['links']],
    [{ register: false, links: false }, []],
  ])('register centre parts for %j', (flags, tabs) => {
    expect(registerCentreTabs(flags)).toEqual(tabs);
  });
});
