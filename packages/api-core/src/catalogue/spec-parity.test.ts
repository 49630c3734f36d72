import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALLS, CONCURRENCY_LIMITS, catalogue, fillPath, findCall, getCall } from './index';

/** The `shared` folder beside the repository root holds the spec (in CI too). */
const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const specDir = process.env.SITE_SPEC_DIR ?? path.resolve(packageDir, '../../../shared/spec');

function section(doc: string, number: number): string {
  const start = doc.indexOf(`\n## ${number}.`);
  if (start === -1) throw new Error(`section ${number} not found`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** Every `/wps`, `/lgw` and `/lotto/lgw` path, expanding shorthand lists like `/wps/system/location, /whitelabel`. */
function specPaths(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const full = /(?:\{domain\})?(\/(?:lotto\/)?(?:wps|lgw)\/[A-Za-z0-9_/{}.]*[A-Za-z0-9_}])/g;
    let first: string | undefined;
    for (const match of line.matchAll(full)) {
      const p = match[1] ?? '';
      if (p.startsWith('/wps/relay')) continue;
      found.add(p);
      first ??= p;
      // Shorthand continuation: ", /x" right after a full path is relative to its parent.
      const tail = line.slice((match.index ?? 0) + match[0].length);
      const shorthand = /^,\s*(\/[A-Za-z][A-Za-z0-9_/]*)(?![A-Za-z0-9_/])/;
      let rest = tail;
      let short = shorthand.exec(rest);
      while (short && !/^\/(?:wps|lgw|lotto)\//.test(short[1] ?? '')) {
        const parent = first.slice(0, first.lastIndexOf('/'));
        found.add(parent + (short[1] ?? ''));
        rest = rest.slice(short[0].length);
        short = shorthand.exec(rest);
      }
    }
  }
  return [...found];
}

/** Relay operations: `ABC_name`, plus the bare points names that follow `MCSFE_getPointBalance`. */
function specOperations(text: string): string[] {
  const ops = new Set<string>();
  for (const match of text.matchAll(/\b([A-Z][A-Z0-9]*_[A-Za-z][A-Za-z0-9]*)\b/g))
    ops.add(match[1] ?? '');
  for (const match of text.matchAll(/(?<![_A-Za-z])(get[A-Z][A-Za-z0-9]*)/g))
    ops.add(`MCSFE_${match[1] ?? ''}`);
  return [...ops];
}

/** Calls the spec names in prose, with no path or operation, and the catalogue entry for each. */
const PROSE_CALLS: { phrase: string; id: string }[] = [
  { phrase: 'login V2 call', id: 'loginV2' },
  { phrase: 'phone-recovery call', id: 'passwordSms' },
  { phrase: 'password-change store action', id: 'changePassword' },
  { phrase: 'Launch address v2', id: 'launchGameV2' },
  { phrase: 'lottery url (prizeMode SEA', id: 'lotteryUrl' },
  { phrase: 'Winner board', id: 'winnerBoard' },
  { phrase: 'Issue by gameId', id: 'lgwIssue' },
  { phrase: 'lobby launch', id: 'lotteryLobbyLaunch' },
  { phrase: 'participation (type, status)', id: 'contractParticipation' },
  { phrase: 'wage (id, status)', id: 'contractWage' },
  { phrase: 'hourSalary (contractId, status)', id: 'contractHourSalary' },
  { phrase: 'third-party live-chat provider', id: 'liveChatToken' },
  { phrase: '/res/logo.png', id: 'speedTest' },
  { phrase: '{domain}/wps/system/test/ping', id: 'domainPing' },
];

const normalise = (p: string) => p.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
const catalogued = (p: string) => CALLS.some((call) => call.path === normalise(p));

describe('the call catalogue against the spec documents', () => {
  const access = readFileSync(path.join(specDir, 'account-access.md'), 'utf8');
  const play = readFileSync(path.join(specDir, 'content-and-play.md'), 'utf8');
  const callText = `${section(access, 7)}\n${section(play, 7)}`;

  it('finds the calls in the spec (the extraction itself works)', () => {
    const paths = specPaths(callText);
    expect(paths).toContain('/wps/session/login');
    expect(paths).toContain('/wps/member/register/mobile');
    expect(paths).toContain('/wps/system/templates');
    expect(paths).toContain('/lgw/draw/code/{gameCode}');
    expect(specOperations(callText)).toContain('GCSGAME_gameList');
    expect(specOperations(callText)).toContain('MCSFE_getRedeemPointList');
    expect(paths.length).toBeGreaterThan(40);
  });

  it('has an entry for every path named in section 7 of both documents', () => {
    const missing = specPaths(callText).filter((p) => !catalogued(p));
    expect(missing).toEqual([]);
  });

  it('has an entry for every relay operation named there', () => {
    const operations = new Set(CALLS.map((call) => call.operation));
    const missing = specOperations(callText).filter((op) => !operations.has(op));
    expect(missing).toEqual([]);
  });

  it('has an entry for every call named only in prose, and each phrase is still in the spec', () => {
    for (const { phrase, id } of PROSE_CALLS) {
      expect(`${access}\n${play}`.includes(phrase), phrase).toBe(true);
      expect(getCall(id), id).toBeDefined();
    }
  });

  it('puts relay operations under /wps/relay/ and the points password calls under passwordCheck', () => {
    for (const call of CALLS.filter((c) => c.operation)) {
      expect(call.path.startsWith('/wps/relay/')).toBe(true);
    }
    expect(catalogue['relay.MCSFE_redeemPointReward'].path).toBe(
      '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    );
    expect(catalogue['relay.MCSFE_convertPoint'].path).toBe(
      '/wps/relay/passwordCheck/MCSFE_convertPoint',
    );
  });
});

describe('catalogue rules', () => {
  it('gives every call a unique id and a unique method and path', () => {
    const ids = CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = CALLS.map((c) => `${c.origin} ${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [key, call] of Object.entries(catalogue)) expect(call.id).toBe(key);
  });

  it('answers /lgw calls as raw JSON and /wps calls in the envelope', () => {
    // The cashier's page and its pay button are HTML the platform shows in a window opened on
    // the deposit click (ADR 0130); the site never reads them as data.
    const windowPages: readonly string[] = ['cashierPage', 'cashierPay'];
    for (const call of CALLS) {
      if (call.path.includes('/lgw/')) expect(call.response, call.id).toBe('raw');
      if (call.path.startsWith('/wps/') && call.origin === 'platform')
        expect(call.response, call.id).toBe(windowPages.includes(call.id) ? 'text' : 'envelope');
    }
  });

  it('limits the game list to 4 in flight and everything else to 6', () => {
    expect(CONCURRENCY_LIMITS).toEqual({ default: 6, gameList: 4 });
    const gameList = CALLS.filter((c) => c.concurrency === 'gameList').map((c) => c.id);
    expect(gameList).toEqual(['relay.GCSGAME_gameList']);
  });

  it('encrypts login, verification, password and registration bodies, which carry the device id where the spec says', () => {
    const encrypted = CALLS.filter((c) => c.encrypted)
      .map((c) => c.id)
      .sort();
    expect(encrypted).toEqual(
      [
        'changePassword',
        'login',
        'loginV2',
        'loginVerification',
        'passwordVerification',
        'register',
        'registerAutoUsername',
        'registerMobile',
        'relay.MCSFE_convertPoint',
        'relay.MCSFE_redeemPointReward',
        // Money moves and passwords of the member and agent centres (assumed calls, ADR 0130
        // and 0143): encrypted like every money or password body the spec shows.
        'agentRegisterDownline',
        'agentTransferToDownline',
        'relay.MCSFE_claimManualRebate',
        'relay.MCSFE_createDeposit',
        'relay.MCSFE_createWithdraw',
        'relay.MCSFE_setPaymentPassword',
        'relay.MCSFE_transferFund',
        'relay.MCSFE_transferToUpline',
        'relay.MCSFE_updateMobile',
      ].sort(),
    );
    for (const id of ['login', 'register', 'registerMobile', 'registerAutoUsername'] as const) {
      expect(catalogue[id].carriesDeviceId).toBe(true);
    }
    for (const call of CALLS.filter((c) => c.encrypted))
      expect(['POST', 'PUT']).toContain(call.method);
  });

  it('keeps the calls on the silent list silent', () => {
    for (const id of [
      'relay.CSP_unreadCount',
      'relay.CBS_unreadCount',
      'memberLanguage',
      'relay.VIS_getJackpot',
      'relay.MCSFE_getAvailablePromotions',
      'relay.MCSFE_getCustomerRebateSettingByProductType',
      'memberIcon',
      'relay.MCSFE_getPlayerAvatar',
      'walletBalance',
      'relay.GCS_gameLogout',
      'affiliateCheck',
    ] as const) {
      expect(catalogue[id].alert, id).toBe('silent');
    }
    expect(catalogue.memberInfo.alert).toBe('alert');
  });

  it('sends logout with keep-alive and gates feature calls by their whitelabel module', () => {
    // The flag type is @site/theme's WhitelabelModuleId, so tsc rejects unknown ids.
    expect(catalogue.logout).toMatchObject({ method: 'DELETE', keepAlive: true, needsToken: true });
    expect(catalogue.feedback.flag).toBe('FEEDBACK3');
    expect(catalogue['relay.CSP_unreadCount'].flag).toBe('INBOX3');
    expect(catalogue['relay.MCSFE_getPointBalance'].flag).toBe('PTSYS3');
  });

  it('pins the per-call figures: 10 s ping, 250 ms rate limits, cached country list', () => {
    expect(catalogue.domainPing.timeoutMs).toBe(10_000);
    expect(catalogue.captchaGeetest.rateLimitMs).toBe(250);
    expect(catalogue['relay.MCSFE_getPaymentConfirmationList'].rateLimitMs).toBe(250);
    expect(catalogue.systemCountry.cacheable).toBe(true);
    for (const call of CALLS.filter((c) => c.cacheable)) expect(call.method).toBe('GET');
  });

  it('finds a call from a concrete route and fills path templates', () => {
    expect(findCall('GET', '/lgw/draw/code/CQSSC')?.id).toBe('lgwDrawByCode');
    expect(findCall('POST', '/wps/session/login')?.id).toBe('login');
    expect(findCall('GET', '/wps/session/login')).toBeUndefined();
    expect(fillPath('/lgw/draw/code/:gameCode', { gameCode: 'A B', x: 1 })).toEqual({
      path: '/lgw/draw/code/A%20B',
      rest: { x: 1 },
    });
    expect(() => fillPath('/lgw/draw/code/:gameCode', {})).toThrow(/gameCode/);
  });
});
