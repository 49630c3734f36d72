import { describe, expect, it } from 'vitest';
import { createHarness, freshHarness, seededStore, testClock } from '../test/helpers';
import { openNotificationSession } from './notifications';
import { firebasePhoneToken } from './routes/account';

const REGISTER = {
  registerMethod: 'WEB',
  registerUrl: 'http://127.0.0.1/register',
  domain: '127.0.0.1',
};

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const h = await freshHarness();
    const token = await h.login('player01');
    expect((await h.call('GET', '/wps/member/info', { token })).body.success).toBe(true);
    expect((await h.call('DELETE', '/wps/session/logout', { token })).body.success).toBe(true);
    const after = await h.call('GET', '/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('user.or.token.invalid');
    expect((await h.call('GET', '/wps/member/info')).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('three failed logins make the captcha required, and the typed captcha lets the login through', async () => {
    const h = await freshHarness();
    const attempt = (body: Record<string, unknown>) =>
      h.call('POST', '/wps/session/login', {
        body: { username: 'player01', ...body },
        encrypt: true,
      });
    expect((await attempt({ password: 'wrong-1' })).body).toMatchObject({
      errorCode: 'login.incorrect',
      value: null,
    });
    await attempt({ password: 'wrong-2' });
    expect((await attempt({ password: 'wrong-3' })).body).toMatchObject({
      errorCode: 'login.incorrect',
      value: { captcha: true },
    });
    expect((await attempt({ password: 'Sandbox123' })).body).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const image = await h.call<{ image: string; captchaId: string }>('GET', '/wps/captcha');
    const text = h.app.world.lastCaptcha?.text ?? '';
    const svg = atob(image.body.value?.image.split(',')[1] ?? '');
    expect(svg).toContain('<svg');
    expect(svg).not.toContain(text);
    expect(
      (await attempt({ password: 'Sandbox123', captcha: '0000' === text ? '1111' : '0000' })).body
        .errorCode,
    ).toBe('captcha.incorrect');
    await h.call('GET', '/wps/captcha');
    const fresh = h.app.world.lastCaptcha;
    expect(
      (await attempt({ password: 'Sandbox123', captcha: fresh?.text, captchaId: fresh?.captchaId }))
        .body.success,
    ).toBe(true);
  });

  it('the second factor is asked for and checked', async () => {
    const h = await freshHarness();
    const first = await h.call('POST', '/wps/session/login', {
      body: { username: 'secure01', password: 'Sandbox123' },
      encrypt: true,
    });
    expect(first.body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { methods: ['E', 'G', 'S', 'P'] },
    });
    const verify = (body: Record<string, unknown>) =>
      h.call('POST', '/wps/session/login/verification', {
        body: { username: 'secure01', password: 'Sandbox123', ...body },
        encrypt: true,
      });
    expect((await verify({ method: 'E', email: 'someone@else.test' })).body.errorCode).toBe(
      'login.verify.failed',
    );
    expect((await verify({ method: 'E', email: 'secure01@example.test' })).body.success).toBe(true);
    await h.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '13800013332' } });
    const code = h.app.world.smsOutbox.at(-1)?.code;
    expect(
      (await verify({ method: 'S', mobileNum: '13800013332', verificationCode: code })).body
        .success,
    ).toBe(true);
  });

  it("the firebase SMS channel (ADR 0027): off until the control surface turns it on; a phone token for a member's number signs in", async () => {
    const h = await freshHarness();
    const firebaseFlag = async () =>
      (await h.call<{ smsProvider: { firebase: boolean } }>('GET', '/wps/system/whitelabel')).body
        .value?.smsProvider.firebase;
    expect(await firebaseFlag()).toBe(false);
    await h.call('POST', '/__sandbox/firebase-sms', { body: { on: true } });
    expect(await firebaseFlag()).toBe(true);
    const player02 = h.app.world.findAccount('default', 'player02');
    const number = `+${player02?.countryDialingCode}${player02?.mobileNo}`;
    const sms = (idToken: string, firebaseMobileNo: string) =>
      h.call('POST', '/wps/session/login', {
        body: {
          username: firebaseMobileNo,
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: idToken,
          firebaseMobileNo,
        },
        encrypt: true,
      });
    expect((await sms(firebasePhoneToken(number), number)).body.value).toMatchObject({
      account: 'player02',
    });
    // A token for another number proves nothing about this one.
    expect((await sms(firebasePhoneToken('+8613900000000'), number)).body.errorCode).toBe(
      'login.incorrect',
    );
    expect((await sms(firebasePhoneToken('+8613900000000'), '+8613900000000')).body).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { firebaseChannel: 'sms' },
    });
  });

  it('social login answers bind_customer_required for an unknown token until it is registered', async () => {
    const h = await freshHarness();
    const social = (idToken: string) =>
      h.call('POST', '/wps/session/login', {
        body: {
          username: '',
          type: 'firebase',
          firebaseChannel: 'google',
          firebaseIdToken: idToken,
        },
        encrypt: true,
      });
    expect((await social('never-seen')).body.errorCode).toBe('bind_customer_required');
    expect((await social('sandbox-firebase-player01')).body.value).toMatchObject({
      account: 'player01',
    });
    await h.call('POST', '/wps/member/register/autoUsername', {
      body: { ...REGISTER, firebaseChannel: 'google', firebaseIdToken: 'never-seen' },
      encrypt: true,
    });
    expect((await social('never-seen')).body.success).toBe(true);
  });

  it('SMS codes are printed to the log, limited to one a minute and expire after five minutes', async () => {
    const h = await freshHarness();
    const send = () =>
      h.call('POST', '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '86', mobileNum: '13800000000' },
      });
    expect((await send()).body.value).toMatchObject({ expiredMinutes: 5 });
    const code = h.app.world.smsOutbox.at(-1)?.code ?? '';
    expect(h.logs.join('\n')).toContain(`code ${code}`);
    expect(h.logs.join('\n')).not.toMatch(/Sandbox123|token/);
    expect((await send()).body.errorCode).toBe('TOO_MANY_REQUEST');
    h.clock.advance(5 * 60_000 + 1000);
    const late = await h.call('POST', '/wps/session/login', {
      body: { username: '13800000000', type: 'sms', verificationCode: code },
      encrypt: true,
    });
    expect(late.body.errorCode).toBe('sms.code.invalid');
    await send();
    const next = h.app.world.smsOutbox.at(-1)?.code;
    const ok = await h.call('POST', '/wps/session/login', {
      body: { username: '13800000000', type: 'sms', verificationCode: next },
      encrypt: true,
    });
    expect(ok.body.value).toMatchObject({ account: 'player01' });
  });
});

describe('registration and passwords', () => {
  it('enforces the registration rules on the server and lets the new account log in', async () => {
    const h = await freshHarness();
    const register = async (body: Record<string, unknown>) => {
      await h.call('GET', '/wps/captcha');
      return h.call('POST', '/wps/member/register', {
        body: { ...REGISTER, captcha: h.app.world.lastCaptcha?.text, ...body },
        encrypt: true,
      });
    };
    expect((await register({ username: 'abc', password: 'Secret123' })).body).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'username' },
    });
    expect((await register({ username: 'has space1', password: 'Secret123' })).body.errorCode).toBe(
      'field.invalid',
    );
    expect((await register({ username: 'player01', password: 'Secret123' })).body.errorCode).toBe(
      'register.username.exists',
    );
    expect(
      (
        await register({
          username: 'freshuser1',
          password: 'Secret123',
          confirmPassword: 'Other123',
        })
      ).body.errorCode,
    ).toBe('password.mismatch');
    expect(
      (await register({ username: 'freshuser1', password: 'Secret123', captcha: 'nope' })).body
        .errorCode,
    ).toBe('captcha.incorrect');
    expect(
      (await register({ username: 'freshuser1', password: 'Secret123', affiliateCode: 'NOPE99' }))
        .body.errorCode,
    ).toBe('affiliate.invalid');
    expect(
      (await register({ username: 'freshuser1', password: 'Secret123', affiliateCode: 'AFF0001' }))
        .body.success,
    ).toBe(true);
    await expect(h.login('freshuser1', 'Secret123')).resolves.toEqual(expect.any(String));
  });

  it("member info's lastLogin is the sign-in before this session's: none on the first (ADR 0026)", async () => {
    const h = await freshHarness();
    await h.call('GET', '/wps/captcha');
    await h.call('POST', '/wps/member/register', {
      body: {
        ...REGISTER,
        username: 'firstever1',
        password: 'Secret123',
        captcha: h.app.world.lastCaptcha?.text,
      },
      encrypt: true,
    });
    const lastLogin = async (token: string) =>
      (await h.call<{ lastLogin: string | null }>('GET', '/wps/member/info', { token })).body.value
        ?.lastLogin;
    const first = await h.login('firstever1', 'Secret123');
    expect(await lastLogin(first)).toBeNull();
    // Asked again in the same session: still the first.
    expect(await lastLogin(first)).toBeNull();
    const second = await h.login('firstever1', 'Secret123');
    expect(await lastLogin(second)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A seeded member signed in the day before the seed.
    expect(await lastLogin(await h.login('player01'))).toMatch(/^\d{4}-/);
  });

  it('mobile registration on a merchant with the password setting off uses the default password', async () => {
    const h = await freshHarness();
    await h.call('POST', '/wps/verification/sms/register', {
      merchant: 'lumen',
      body: { mobileNo: '0812345678' },
    });
    const code = h.app.world.smsOutbox.at(-1)?.code;
    const result = await h.call('POST', '/wps/member/register/mobile', {
      merchant: 'lumen',
      body: { ...REGISTER, mobileNum: '0812345678', verificationCode: code },
      encrypt: true,
    });
    expect(result.body.value).toMatchObject({ customerName: 'm0812345678', defaultPassword: true });
    await expect(h.login('m0812345678', 'Aa123456', 'lumen')).resolves.toEqual(expect.any(String));
  });

  it('a password change clears first-login and expiry, and the old password stops working', async () => {
    const h = await freshHarness();
    for (const username of ['firstlogin01', 'expired01']) {
      const first = await h.call<{
        token: string;
        firstTimeLogin: boolean;
        passwordExpired: boolean;
      }>('POST', '/wps/session/login', {
        body: { username, password: 'Sandbox123' },
        encrypt: true,
      });
      expect(first.body.value?.firstTimeLogin || first.body.value?.passwordExpired).toBe(true);
      const token = first.body.value?.token;
      expect(
        (
          await h.call('POST', '/wps/member/password', {
            token,
            body: {
              oldPassword: 'bad',
              newPassword: 'Changed123',
              confirmNewPassword: 'Changed123',
            },
            encrypt: true,
          })
        ).body.errorCode,
      ).toBe('password.incorrect');
      expect(
        (
          await h.call('POST', '/wps/member/password', {
            token,
            body: {
              oldPassword: 'Sandbox123',
              newPassword: 'Changed123',
              confirmNewPassword: 'Changed123',
            },
            encrypt: true,
          })
        ).body.success,
      ).toBe(true);
      const second = await h.call<{ firstTimeLogin: boolean; passwordExpired: boolean }>(
        'POST',
        '/wps/session/login',
        { body: { username, password: 'Changed123' }, encrypt: true },
      );
      expect(second.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
      expect(
        (
          await h.call('POST', '/wps/session/login', {
            body: { username, password: 'Sandbox123' },
            encrypt: true,
          })
        ).body.errorCode,
      ).toBe('login.incorrect');
    }
  });

  it('a session that must change its password may only change it or log out, until it does (ADR 0065)', async () => {
    const h = await freshHarness();
    const token = await h.login('default01', 'Aa123456');
    const refused = await h.call('GET', '/wps/member/info', { token });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'password_change_required' });
    expect(
      (await h.call('GET', '/wps/v2/wallets/balance?typeId=0', { token })).body.errorCode,
    ).toBe('password_change_required');
    const changed = await h.call('POST', '/wps/member/password', {
      token,
      body: { newPassword: 'Better123', confirmNewPassword: 'Better123' },
      encrypt: true,
    });
    expect(changed.body.success).toBe(true);
    expect((await h.call('GET', '/wps/member/info', { token })).body.success).toBe(true);
  });

  it('first-login and expired-password sessions are held for the change only under PWDEXPFORCECHANGE3', async () => {
    const h = await freshHarness();
    for (const username of ['firstlogin01', 'expired01']) {
      const token = await h.login(username);
      expect((await h.call('GET', '/wps/member/info', { token })).body.errorCode).toBe(
        'password_change_required',
      );
    }
    await h.call('POST', '/__sandbox/flags', {
      body: { merchant: 'default', flags: { PWDEXPFORCECHANGE3: false } },
    });
    const token = await h.login('firstlogin01');
    expect((await h.call('GET', '/wps/member/info', { token })).body.success).toBe(true);
  });

  it('the default-password account can change without the old password and cannot go back to it', async () => {
    const h = await freshHarness();
    const token = await h.login('default01', 'Aa123456');
    expect(
      (
        await h.call('POST', '/wps/member/password', {
          token,
          body: { newPassword: 'Aa123456', confirmNewPassword: 'Aa123456' },
          encrypt: true,
        })
      ).body.errorCode,
    ).toBe('password.same');
    expect(
      (
        await h.call('POST', '/wps/member/password', {
          token,
          body: { newPassword: 'Better123', confirmNewPassword: 'Better123' },
          encrypt: true,
        })
      ).body.success,
    ).toBe(true);
  });
});

describe('state that later calls see', () => {
  it('favourites, redemptions and conversions change what later calls return', async () => {
    const h = await freshHarness();
    const token = await h.login('player01');
    await h.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: 50120, vendor: 'PG', gameType: 'RNG' },
    });
    const favourites = await h.call<{ nodeId: number }[]>(
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      { token },
    );
    expect(favourites.body.value?.map((game) => game.nodeId)).toContain(50120);
    const list = await h.call<{ games: { content: { nodeId: number; favorite: boolean }[] } }>(
      'GET',
      '/wps/relay/GCSGAME_gameList',
      { token, query: { vassalage: 'JDB', pageSize: 100 } },
    );
    expect(list.body.value?.games.content.find((game) => game.nodeId === 50120)?.favorite).toBe(
      true,
    );

    const rewards = await h.call<{ content: { id: number; inventory: number; price: number }[] }>(
      'GET',
      '/wps/relay/MCSFE_getPointReward',
      { query: { page: 1, size: 1000 } },
    );
    const reward = rewards.body.value?.content.find((item) => item.id === 4001);
    expect(
      (
        await h.call('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
          token,
          body: { rewardId: 4001, quantity: 1, redeemType: 'P', password: 'wrong' },
          encrypt: true,
        })
      ).body.errorCode,
    ).toBe('payment.password.incorrect');
    const redeem = await h.call('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
      token,
      body: { rewardId: 4001, quantity: 2, redeemType: 'P', password: '654321' },
      encrypt: true,
    });
    expect(redeem.body.success).toBe(true);
    const balance = await h.call<{ balance: number }>('GET', '/wps/relay/MCSFE_getPointBalance', {
      token,
    });
    expect(balance.body.value?.balance).toBe(5000 - 2 * (reward?.price ?? 0));
    const after = await h.call<{ content: { id: number; inventory: number }[] }>(
      'GET',
      '/wps/relay/MCSFE_getPointReward',
      { query: { page: 1, size: 1000 } },
    );
    expect(after.body.value?.content.find((item) => item.id === 4001)?.inventory).toBe(
      (reward?.inventory ?? 0) - 2,
    );
    const records = await h.call<{ content: { status: string }[] }>(
      'GET',
      '/wps/relay/MCSFE_getRedeemPointList',
      { token, query: { page: 1, size: 13, status: 'P' } },
    );
    expect(records.body.value?.content).toHaveLength(2);
    expect(
      (
        await h.call('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', {
          token,
          body: { amount: 999_999, password: '654321' },
          encrypt: true,
        })
      ).body.errorCode,
    ).toBe('points.not.enough');
    const before =
      (await h.call<{ totalBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body
        .value?.totalBalance ?? 0;
    await h.call('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', {
      token,
      body: { amount: 500, password: '654321' },
      encrypt: true,
    });
    expect(
      (await h.call<{ totalBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body
        .value?.totalBalance,
    ).toBeCloseTo(before + 5, 2);
  });

  it('reward applications mark the promotion PENDING and cannot be repeated', async () => {
    const h = await freshHarness();
    const token = await h.login('player01');
    expect(
      (
        await h.call('POST', '/wps/relay/MCSFE_signUpRequestReward', {
          token,
          body: { promotionId: 7001, pictures: [] },
        })
      ).body.errorCode,
    ).toBe('field.invalid');
    await h.call('POST', '/wps/relay/MCSFE_signUpRequestReward', {
      token,
      body: { promotionId: 7003, remarks: 'hi', pictures: [] },
    });
    const promos = await h.call<{ id: number; status: string | null }[]>(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements',
      { token, query: { types: 'PR' } },
    );
    expect(promos.body.value?.find((promo) => promo.id === 7003)?.status).toBe('PENDING');
    expect(
      (
        await h.call('POST', '/wps/relay/MCSFE_signUpRequestReward', {
          token,
          body: { promotionId: 7003, remarks: 'again' },
        })
      ).body.errorCode,
    ).toBe('promotion.already.applied');
  });

  it('contract actions follow the status rules and show in the consolidated funds', async () => {
    const h = await freshHarness();
    const token = await h.login('agent01');
    const act = (body: Record<string, unknown>) =>
      h.call<{ status: string }>('POST', '/wps/relay/MCSFE_processDailySalaryContract', {
        token,
        body,
      });
    expect((await act({ id: 1000150, status: 'A' })).body.value?.status).toBe('V');
    expect((await act({ id: 1000150, status: 'R' })).body.errorCode).toBe('status.invalid');
    expect((await act({ id: 1000150, status: 'C' })).body.value?.status).toBe('C');
    const funds = await h.call<{ dailySalary: { id: number; status: string }[] }>(
      'GET',
      '/wps/member/info/funds/consolidated',
      { token },
    );
    expect(funds.body.value?.dailySalary.find((contract) => contract.id === 1000150)?.status).toBe(
      'C',
    );
    const player = await h.login('player02');
    expect(
      (
        await h.call('POST', '/wps/relay/MCSFE_processDailySalaryContract', {
          token: player,
          body: { id: 1000150, status: 'A' },
        })
      ).body.errorCode,
    ).toBe('record.not.found');
  });

  it('payment confirmations need proof for N, allow A only when auto-confirmed, and leave the list', async () => {
    const h = await freshHarness();
    const token = await h.login('agent01');
    const process = (body: Record<string, unknown>) =>
      h.call('POST', '/wps/relay/MCSFE_processC2CTransaction', { token, body });
    expect((await process({ isMoneyReceived: 'N', payDetailId: 1000051 })).body.errorCode).toBe(
      'field.invalid',
    );
    expect((await process({ isMoneyReceived: 'A', payDetailId: 1000051 })).body.errorCode).toBe(
      'status.invalid',
    );
    expect((await process({ isMoneyReceived: 'A', payDetailId: 1000052 })).body.success).toBe(true);
    expect(
      (
        await process({
          isMoneyReceived: 'N',
          payDetailId: 1000051,
          proofOfNotReceive: 'data:image/png;base64,AAAA',
        })
      ).body.success,
    ).toBe(true);
    const list = await h.call<{ payDetailId: number }[]>(
      'GET',
      '/wps/relay/MCSFE_getPaymentConfirmationList',
      { token },
    );
    expect(list.body.value?.map((item) => item.payDetailId)).toEqual([1000053]);
  });

  it('state survives a restart on the same store, and reset restores the seed', async () => {
    const store = await seededStore();
    const first = createHarness({ store });
    const token = await first.login('player01');
    await first.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: 50200 },
    });
    const second = createHarness({ store });
    const list = await second.call<{ nodeId: number }[]>(
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      { token },
    );
    expect(list.body.value?.map((game) => game.nodeId)).toContain(50200);
    await second.call('POST', '/__sandbox/reset');
    expect(
      (await second.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token })).status,
    ).toBe(401);
  });
});

describe('games and lottery', () => {
  it('launch rules: trial accounts, empty balance, vendor maintenance and the recommended-maintenance notice', async () => {
    const h = await freshHarness();
    const launch = async (username: string, nodeId: number) =>
      h.call('POST', '/wps/game/launchGame', {
        token: await h.login(username),
        body: { nodeId, accountType: 1 },
      });
    expect((await launch('trial04', 50001)).body.errorCode).toBe('in_need_true_account');
    expect((await launch('broke01', 50001)).body.errorCode).toBe('launch_game_balance_not_enough');
    const cq9 = h.app.world.catalogue('default').games.find((game) => game.vendor === 'CQ9');
    expect((await launch('player01', cq9?.nodeId ?? 0)).body).toMatchObject({
      errorCode: 'vendor_under_maintenance',
      value: { maintainEnd: expect.any(String) },
    });
    expect((await launch('player01', 50008)).body.value).toMatchObject({
      resType: 1,
      content: { data: { maintainTime: expect.any(String), endTime: expect.any(String) } },
    });
    expect((await launch('player01', 99999)).body.errorCode).toBe('in_stay_tuned');
  });

  it('lottery countdowns follow the clock and draws advance', async () => {
    const clock = testClock(Date.UTC(2026, 10, 21, 4, 0, 10));
    const h = await freshHarness({ clock });
    const near = async () =>
      (await h.raw('GET', '/lgw/numeros/near', { query: { gameId: 102 } })).json() as Promise<{
        currentNumero: { numero: string; remainTime: number; isSale: boolean };
        previousNumero: { numero: string; winNo: string };
      }>;
    const a = await near();
    expect(a.currentNumero.remainTime).toBe(50);
    clock.advance(20_000);
    expect((await near()).currentNumero.remainTime).toBe(30);
    clock.advance(25_000);
    expect((await near()).currentNumero.isSale).toBe(false);
    clock.advance(10_000);
    const b = await near();
    expect(b.previousNumero.numero).toBe(a.currentNumero.numero);
    expect(b.previousNumero.winNo).toMatch(/^\d(,\d){4}$/);
    expect(b.currentNumero.remainTime).toBe(55);
  });

  it('text follows the Language header and unknown merchants are served as default', async () => {
    const h = await freshHarness();
    const name = async (lang: string, merchant = 'default') =>
      (
        await h.call<{ games: { content: { gameName: string }[] } }>(
          'GET',
          '/wps/relay/GCSGAME_gameList',
          { lang, merchant, query: { pageSize: 1 } },
        )
      ).body.value?.games.content[0]?.gameName;
    const names = await Promise.all(['CN', 'TW', 'JA', 'EN', 'TH', 'VI'].map((lang) => name(lang)));
    expect(new Set(names).size).toBe(6);
    expect(await name('xx')).toBe(names[0]);
    expect(await name('EN', 'no-such-merchant')).toBe(names[3]);
    const templates = await h.call<{ template: string }>('GET', '/wps/system/templates', {
      merchant: 'NoSuch',
    });
    expect(templates.body.value?.template).toBe('default');
  });
});

describe('the control surface', () => {
  it('maintenance and region restriction block platform calls and show in the status', async () => {
    const h = await freshHarness();
    await h.call('POST', '/__sandbox/maintenance', { body: { on: true, endsInMinutes: 30 } });
    expect((await h.call('GET', '/wps/system/status')).body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: expect.any(String),
    });
    const blocked = await h.call('GET', '/wps/relay/GCSGAME_gameVendor');
    expect(blocked.status).toBe(503);
    expect(blocked.body.errorCode).toBe('system_maintenance');
    expect(
      (await h.call('GET', '/wps/relay/GCSGAME_gameVendor', { merchant: 'aurum' })).body.success,
    ).toBe(true);
    await h.call('POST', '/__sandbox/maintenance', { body: { on: false } });
    await h.call('POST', '/__sandbox/region', { body: { on: true } });
    expect((await h.call('GET', '/wps/system/status')).body.value).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      ip: '127.0.0.1',
    });
    expect((await h.call('GET', '/wps/relay/GCSGAME_gameVendor')).body.errorCode).toBe(
      'region_restricted',
    );
  });

  it('injects each kind of fault for the next N matching calls', async () => {
    const h = await freshHarness();
    const inject = (body: Record<string, unknown>) => h.call('POST', '/__sandbox/faults', { body });
    await inject({ path: '/wps/system/country', kind: 'http500', count: 2 });
    expect((await h.raw('GET', '/wps/system/country')).status).toBe(500);
    expect((await h.raw('GET', '/wps/system/country')).status).toBe(500);
    expect((await h.raw('GET', '/wps/system/country')).status).toBe(200);
    await inject({ path: '/wps/relay/*', kind: 'errorCode', errorCode: 'TOO_MANY_REQUEST' });
    expect((await h.call('GET', '/wps/relay/GCSGAME_gameVendor')).body).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUEST',
      message: expect.stringContaining('Too many'),
    });
    const cases: [string, (response: Response) => Promise<void>][] = [
      ['http401', async (r) => expect(r.status).toBe(401)],
      ['http502', async (r) => expect(r.status).toBe(502)],
      ['http504', async (r) => expect(r.status).toBe(504)],
      ['html', async (r) => expect(await r.text()).toContain('<html>')],
      ['drop', async (r) => expect(r.headers.get('x-sandbox-fault')).toBe('drop')],
    ];
    for (const [kind, check] of cases) {
      await inject({ path: '*', kind });
      await check(await h.raw('GET', '/wps/system/location'));
    }
    // A rule for every call leaves the control surface alone, its index included.
    await inject({ path: '*', kind: 'drop', count: 5 });
    expect((await h.raw('GET', '/__sandbox')).status).toBe(200);
    expect((await h.raw('GET', '/__sandbox/faults')).status).toBe(200);
    await h.call('DELETE', '/__sandbox/faults');
    const values: [Record<string, unknown>, unknown][] = [
      [{ kind: 'nullValue' }, null],
      [{ kind: 'emptyValue' }, {}],
      [{ kind: 'wrongType' }, 'unexpected'],
      [{ kind: 'wrongType', value: [1, 'two'] }, [1, 'two']],
      [{ kind: 'wrongType', value: 42 }, 42],
    ];
    for (const [fault, value] of values) {
      await inject({ path: '/wps/system/location', ...fault });
      expect((await h.call('GET', '/wps/system/location')).body).toEqual({
        success: true,
        value,
        errorCode: null,
        message: null,
        status: 200,
      });
    }
    await inject({ path: '/lgw/games/popular', kind: 'wrongType', value: { list: 3 } });
    expect(await (await h.raw('GET', '/lgw/games/popular')).json()).toEqual({ list: 3 });
    const malformed = await inject({ path: '/wps/system/location', kind: 'malformed' });
    expect(malformed.body.success).toBe(true);
    await expect((await h.raw('GET', '/wps/system/location')).json()).rejects.toThrow();
    await inject({ path: '/lgw/games', kind: 'hang', hangMs: 30 });
    const started = Date.now();
    expect((await h.raw('GET', '/lgw/games')).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect((await h.call('GET', '/__sandbox/faults')).body.value).toEqual([]);
  });

  it('pushes every notification type to the customer’s socket session', async () => {
    const h = await freshHarness();
    const token = await h.login('agent01');
    const frames: Record<string, unknown>[] = [];
    const session = openNotificationSession(h.app.world, {
      send: (text) => frames.push(JSON.parse(text) as Record<string, unknown>),
      close: () => undefined,
    });
    session.onMessage(
      JSON.stringify({
        action: 'subscribe',
        topic: '/topic/customer/100001',
        merchant: 'default',
        token,
      }),
    );
    expect(frames.at(-1)).toMatchObject({ action: 'error' });
    session.onMessage(
      JSON.stringify({
        action: 'subscribe',
        topic: '/topic/customer/100005',
        merchant: 'default',
        token,
      }),
    );
    expect(frames.at(-1)).toMatchObject({ action: 'subscribed' });
    const types = [
      'MANUAL_PROMO',
      'PROMOTION_CLAIM',
      'INBOX',
      'WITHDRAW',
      'DEPOSIT',
      'ONLINE_MSG',
      'PAYMENT_CONFIRMATION',
      'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
      'DOWNLINE_TO_AGENT',
    ];
    for (const type of types) {
      const pushed = await h.call('POST', '/__sandbox/notifications', {
        body: { username: 'agent01', type, content: { amount: 10 } },
      });
      expect(pushed.body.value).toMatchObject({ delivered: 1 });
    }
    expect(
      frames
        .filter((frame) => frame.topic === '/topic/customer/100005' && frame.type)
        .map((frame) => frame.type),
    ).toEqual(types);
    session.onClose();
    expect(
      (
        await h.call('POST', '/__sandbox/notifications', {
          body: { username: 'agent01', type: 'INBOX' },
        })
      ).body.value,
    ).toMatchObject({ delivered: 0 });
    expect(
      (
        await h.call('POST', '/__sandbox/notifications', {
          body: { username: 'agent01', type: 'NOPE' },
        })
      ).body.errorCode,
    ).toBe('field.invalid');
  });

  it('switches whitelabel modules on and off', async () => {
    const h = await freshHarness();
    expect((await h.call('GET', '/wps/captcha/geetest')).body.errorCode).toBe('module.disabled');
    await h.call('POST', '/__sandbox/flags', { body: { flags: { GEETEST3: true } } });
    expect((await h.call('GET', '/wps/captcha/geetest')).body.success).toBe(true);
    const tree = await h.call<{
      whitelabel: { childrenNodes: { modId: string; enabled: string }[] }[];
    }>('GET', '/wps/system/whitelabel');
    expect(
      tree.body.value?.whitelabel
        .flatMap((node) => node.childrenNodes)
        .find((node) => node.modId === 'GEETEST3')?.enabled,
    ).toBe('1');
    expect(
      (await h.call('POST', '/__sandbox/flags', { body: { flags: { NOT_A_MODULE: true } } })).body
        .errorCode,
    ).toBe('field.invalid');
  });
});
