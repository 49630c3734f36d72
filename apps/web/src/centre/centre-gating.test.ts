import type { CentrePage, GateContext, LazyComponent } from '@site/feature-api';
import type { FlagMap, WhitelabelModuleId } from '@site/theme';
import { describe, expect, it } from 'vitest';
import {
  AGENT_CENTRE_PAGES,
  centreRefusal,
  defaultCentrePage,
  MEMBER_CENTRE_PAGES,
  resolveCentrePage,
  visibleCentrePages,
} from './centre-gating';
import { siteFeatures } from '../features';

const lazy: LazyComponent = () => Promise.resolve({ Component: () => null });
const pagesOf = (ids: readonly string[]): CentrePage[] =>
  ids.map((id) => ({ id, labelKey: id, lazy }));
/**
 * The pages the composed features really contribute, each with the gate in its own page
 * definition (ADR 0059): the table below checks section 6 end to end, features and shell
 * together. Pages the spec does not list (pointMall) are left out of the order checks.
 */
const ALL_MEMBER = siteFeatures
  .flatMap((feature) => feature.memberCentre ?? [])
  .filter((page) => (MEMBER_CENTRE_PAGES as readonly string[]).includes(page.id));
const ALL_AGENT = siteFeatures
  .flatMap((feature) => feature.agentCentre ?? [])
  .filter((page) => (AGENT_CENTRE_PAGES as readonly string[]).includes(page.id));
/** Contract pages show for the contract kinds 0, 1 and 2 only (ADR 0112), not for 41 and 42. */
const CONTRACT_PAGES = [
  'agentDividendRecordCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentMRDailySalary',
  'agentHourSalary',
  'agentRealtimeSalary',
];
const AGENT_MENU_PAGES = AGENT_CENTRE_PAGES.filter((id) => !CONTRACT_PAGES.includes(id));

const ALL_ON: FlagMap = {
  REWCEN3: true,
  MAILCEN: true,
  DEPOSIT: true,
  WITHDRAW: true,
  PLYRBT: true,
  MANPLAYREB3: true,
  MYRBT3: true,
  AGETRANSFERUP3: true,
  AGEPAG: true,
  AGEREGDOWN3: true,
  AFFMAN3: true,
  AGETEAMPNL3: true,
  TEAMBETTING3: true,
  AGENTRANSMULTDOWN3: true,
};

function ctx(
  over: Partial<Omit<GateContext, 'flag' | 'flags'>> & { flags?: FlagMap; promos?: string[] } = {},
): GateContext {
  const flags = over.flags ?? ALL_ON;
  const promos = over.promos ?? ['MISSION', 'REFERRAL'];
  return {
    flags,
    flag: (id: WhitelabelModuleId) => flags[id] === true,
    signedIn: over.signedIn ?? true,
    isAgent: over.isAgent === undefined ? 0 : over.isAgent,
    toUpline: over.toUpline === undefined ? 1 : over.toUpline,
    singleWallet: over.singleWallet ?? false,
    promoEnabled: (type) => promos.includes(type),
    hasRebate: over.hasRebate ?? true,
  };
}

const memberIds = (context: GateContext, pages = ALL_MEMBER) =>
  visibleCentrePages('member', pages, context).map((p) => p.id);
const agentIds = (context: GateContext) =>
  visibleCentrePages('agent', ALL_AGENT, context).map((p) => p.id);

describe('member centre gating (account-access.md section 6)', () => {
  it('shows every entry, in the spec order, to a player when every flag and promotion is on', () => {
    expect(memberIds(ctx())).toEqual([...MEMBER_CENTRE_PAGES]);
  });

  // Each row: the context that changes the menu, and the entries it hides.
  const rows: [string, GateContext, string[]][] = [
    [
      'CREDITMAR3 credit-margin mode',
      ctx({ flags: { ...ALL_ON, CREDITMAR3: true } }),
      ['depositv2', 'withdraw'],
    ],
    ['DEPOSIT off', ctx({ flags: { ...ALL_ON, DEPOSIT: false } }), ['depositv2']],
    ['WITHDRAW off', ctx({ flags: { ...ALL_ON, WITHDRAW: false } }), ['withdraw']],
    ['a single-wallet merchant', ctx({ singleWallet: true }), ['transferFund']],
    ['toUpline 0', ctx({ toUpline: 0 }), ['transferUpline']],
    [
      'isAgent 2 (an agent: registerCenter instead of referral)',
      ctx({ isAgent: 2 }),
      ['transferUpline', 'referral'],
    ],
    [
      'AGETRANSFERUP3 off',
      ctx({ flags: { ...ALL_ON, AGETRANSFERUP3: false } }),
      ['transferUpline'],
    ],
    ['REWCEN3 off', ctx({ flags: { ...ALL_ON, REWCEN3: false } }), ['rewardCenter']],
    ['REFERRAL promotion disabled', ctx({ promos: ['MISSION'] }), ['referral']],
    [
      'an agent-menu account (41) opens registerCenter instead of referral, and has no contracts',
      ctx({ isAgent: 41 }),
      ['referral', 'playerMRDailySalary'],
    ],
    ['an agent (1) opens registerCenter instead of referral', ctx({ isAgent: 1 }), ['referral']],
    ['PLYRBT on but no rebate', ctx({ hasRebate: false }), ['bonusDetails']],
    ['PLYRBT off', ctx({ flags: { ...ALL_ON, PLYRBT: false } }), ['bonusDetails']],
    ['MISSION promotion disabled', ctx({ promos: ['REFERRAL'] }), ['missionLeaderboard']],
    ['MAILCEN off', ctx({ flags: { ...ALL_ON, MAILCEN: false } }), ['messageV2']],
    ['MANPLAYREB3 off', ctx({ flags: { ...ALL_ON, MANPLAYREB3: false } }), ['manualRebate']],
    ['MYRBT3 off', ctx({ flags: { ...ALL_ON, MYRBT3: false } }), ['playerMRDailySalary']],
  ];
  it.each(rows)('%s hides %j', (_name, context, hidden) => {
    expect(memberIds(context)).toEqual(MEMBER_CENTRE_PAGES.filter((id) => !hidden.includes(id)));
  });

  it('shows nothing to a visitor or a trial account (isAgent 4)', () => {
    expect(memberIds(ctx({ signedIn: false, isAgent: null }))).toEqual([]);
    expect(memberIds(ctx({ isAgent: 4 }))).toEqual([]);
    expect(centreRefusal('member', { signedIn: false, isAgent: null })).toBe('signInRequired');
    expect(centreRefusal('member', { signedIn: true, isAgent: 4 })).toBe('realAccountRequired');
    expect(centreRefusal('member', { signedIn: true, isAgent: 1 })).toBeNull();
  });

  it('hides an entry whose page no feature contributed, and applies the page’s own gate', () => {
    const contributed = pagesOf(['rewardCenter', 'securityCenter']);
    expect(memberIds(ctx(), contributed)).toEqual(['securityCenter', 'rewardCenter']);
    const gated: CentrePage[] = [
      { id: 'securityCenter', labelKey: 's', lazy, visible: () => false },
    ];
    expect(memberIds(ctx(), gated)).toEqual([]);
  });

  it('opens rewardCenter for signInTask, newbieTask, rescueTask and promoList', () => {
    const visible = visibleCentrePages('member', ALL_MEMBER, ctx());
    for (const id of ['signInTask', 'newbieTask', 'rescueTask', 'promoList', 'rewardCenter']) {
      expect(resolveCentrePage(id, visible)?.id).toBe('rewardCenter');
    }
    expect(resolveCentrePage('depositv2', visible)?.id).toBe('depositv2');
    expect(
      resolveCentrePage(
        'depositv2',
        visibleCentrePages('member', ALL_MEMBER, ctx({ flags: { ...ALL_ON, CREDITMAR3: true } })),
      ),
    ).toBeUndefined();
  });
});

describe('agent centre gating', () => {
  it('is for the agent kinds 1 and 2 and the agent-menu kinds 41 and 42 (ADR 0058)', () => {
    for (const isAgent of [1, 2])
      expect(agentIds(ctx({ isAgent }))).toEqual([...AGENT_CENTRE_PAGES]);
    for (const isAgent of [41, 42]) expect(agentIds(ctx({ isAgent }))).toEqual(AGENT_MENU_PAGES);
    for (const isAgent of [0, 40])
      expect(centreRefusal('agent', { signedIn: true, isAgent })).toBe('agentMenuRequired');
    expect(centreRefusal('agent', { signedIn: true, isAgent: 4 })).toBe('realAccountRequired');
    expect(centreRefusal('agent', { signedIn: false, isAgent: null })).toBe('signInRequired');
  });

  const rows: [WhitelabelModuleId, string[]][] = [
    ['AGEPAG', ['agentAnnouncement']],
    ['AFFMAN3', ['downlineManagmentView']],
    ['AGETEAMPNL3', ['palStatementsAgentCopy']],
    ['TEAMBETTING3', ['agentRevenueReport']],
    ['AGENTRANSMULTDOWN3', ['agentDownlineTransactionDetailsCopy']],
  ];
  it.each(rows)('%s off hides %j', (flag, hidden) => {
    expect(agentIds(ctx({ isAgent: 41, flags: { ...ALL_ON, [flag]: false } }))).toEqual(
      AGENT_MENU_PAGES.filter((id) => !hidden.includes(id)),
    );
  });

  it('keeps registerCenter while either AGEREGDOWN3 or CREATEAFF3 is on', () => {
    expect(agentIds(ctx({ isAgent: 41, flags: { ...ALL_ON, AGEREGDOWN3: false } }))).not.toContain(
      'registerCenter',
    );
    expect(
      agentIds(ctx({ isAgent: 41, flags: { ...ALL_ON, AGEREGDOWN3: false, CREATEAFF3: true } })),
    ).toContain('registerCenter');
  });

  it('opens on agentTeamOverview by default', () => {
    expect(
      defaultCentrePage('agent', visibleCentrePages('agent', ALL_AGENT, ctx({ isAgent: 42 })))?.id,
    ).toBe('agentTeamOverview');
  });
});
