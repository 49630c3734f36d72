import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index';
import { errorPolicy, errorPolicyInputFrom, type ErrorPolicyInput } from './error-policy';

const memberInfo = catalogue.memberInfo;
const base = (over: Partial<ErrorPolicyInput>): ErrorPolicyInput => ({
  call: memberInfo,
  protocol: 'https:',
  ...over,
});

describe('the error catalogue of account-access.md section 8, one test per line', () => {
  it('HTTP 401: warning dialog with the message; on confirm the user is logged out and sent home', () => {
    expect(errorPolicy(base({ httpStatus: 401, message: 'Session expired' }))).toEqual({
      type: 'warning',
      text: 'Session expired',
      onConfirm: 'logout-home',
    });
    // Even on a silent call.
    expect(
      errorPolicy(base({ httpStatus: 401, message: 'x', call: catalogue.walletBalance })).type,
    ).toBe('warning');
  });

  it('token_ip_different, user.or.token.invalid, login.not.session, CUSTOMER_NOT_LOGIN log out after the dialog is confirmed', () => {
    for (const errorCode of [
      'token_ip_different',
      'user.or.token.invalid',
      'login.not.session',
      'CUSTOMER_NOT_LOGIN',
    ]) {
      expect(errorPolicy(base({ httpStatus: 200, errorCode, message: 'Please log in' }))).toEqual({
        type: 'warning',
        text: 'Please log in',
        onConfirm: 'logout',
      });
    }
    expect(errorPolicy(base({ errorCode: 'other', message: 'm' }))).toMatchObject({
      onConfirm: 'none',
    });
  });

  it('codes shown with no dialog: merchant.acct.setup.err, TOO_MANY_REQUEST, TOO_MANY_REQUESTS; login_verify_required opens the second factor; bind_customer_required the bind dialog', () => {
    for (const errorCode of ['merchant.acct.setup.err', 'TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS']) {
      expect(errorPolicy(base({ errorCode, message: 'm' }))).toEqual({
        type: 'silent',
        reason: 'no-dialog-code',
      });
    }
    expect(
      errorPolicy(base({ errorCode: 'login_verify_required', call: catalogue.login })),
    ).toEqual({ type: 'second-factor' });
    expect(
      errorPolicy(base({ errorCode: 'bind_customer_required', call: catalogue.login })),
    ).toEqual({ type: 'bind-customer' });
  });

  it('vendor_under_maintenance: message plus maintenance start and end times', () => {
    expect(
      errorPolicy(
        base({
          errorCode: 'vendor_under_maintenance',
          message: 'Vendor down',
          call: catalogue.launchGame,
          value: { startTime: '2026-11-21 10:00', endTime: '2026-11-21 12:00' },
        }),
      ),
    ).toEqual({
      type: 'vendor-maintenance',
      text: 'Vendor down',
      messageKey: 'vendor_under_maintenance',
      start: '2026-11-21 10:00',
      end: '2026-11-21 12:00',
    });
  });

  it('launch_game_balance_not_enough: message with cancel and deposit options', () => {
    expect(
      errorPolicy(
        base({
          errorCode: 'launch_game_balance_not_enough',
          message: 'Top up',
          call: catalogue.launchGame,
        }),
      ),
    ).toEqual({
      type: 'insufficient-balance',
      text: 'Top up',
      messageKey: 'launch_game_balance_not_enough',
      actions: ['cancel', 'deposit'],
    });
  });

  it('domain_not_available: domain-check dialog with retry and customer service, text domain_check_failed', () => {
    expect(errorPolicy(base({ errorCode: 'domain_not_available' }))).toEqual({
      type: 'domain-check',
      messageKey: 'domain_check_failed',
      actions: ['retry', 'customer-service'],
    });
  });

  it('HTTP 504 over https: nothing shown; otherwise timeout_retry_please', () => {
    expect(errorPolicy(base({ httpStatus: 504, protocol: 'https:' }))).toEqual({
      type: 'silent',
      reason: 'https-gateway-timeout',
    });
    expect(errorPolicy(base({ httpStatus: 504, protocol: 'http:' }))).toEqual({
      type: 'retry',
      messageKey: 'timeout_retry_please',
    });
  });

  it('HTTP 502: only logged', () => {
    expect(errorPolicy(base({ httpStatus: 502, statusText: 'Bad Gateway' }))).toEqual({
      type: 'log',
      reason: 'bad-gateway',
      status: 502,
    });
  });

  it('any other error: the message, code or status text in a warning dialog', () => {
    expect(errorPolicy(base({ errorCode: 'x.y', message: 'Server says no' }))).toEqual({
      type: 'warning',
      text: 'Server says no',
      onConfirm: 'none',
    });
    expect(errorPolicy(base({ errorCode: 'x.y' }))).toEqual({
      type: 'warning',
      text: 'x.y',
      onConfirm: 'none',
    });
    expect(errorPolicy(base({ httpStatus: 500, statusText: 'Internal Server Error' }))).toEqual({
      type: 'warning',
      text: 'Internal Server Error',
      onConfirm: 'none',
    });
    expect(errorPolicy(base({ httpStatus: 500 }))).toEqual({
      type: 'warning',
      text: '',
      messageKey: 'unknown_error',
      onConfirm: 'none',
    });
  });

  it('... unless the call asked for no alert', () => {
    expect(errorPolicy(base({ errorCode: 'login_verify_required', noAlert: true }))).toEqual({
      type: 'silent',
      reason: 'no-alert',
    });
    expect(errorPolicy(base({ errorCode: 'bind_customer_required', noAlert: true }))).toEqual({
      type: 'silent',
      reason: 'no-alert',
    });
    expect(errorPolicy(base({ httpStatus: 401, noAlert: true }))).toMatchObject({
      type: 'warning',
      onConfirm: 'logout-home',
    });
    expect(errorPolicy(base({ errorCode: 'x', message: 'm', noAlert: true }))).toEqual({
      type: 'silent',
      reason: 'no-alert',
    });
  });

  it('... unless it targets the agent affiliate check', () => {
    expect(
      errorPolicy(
        base({
          errorCode: 'x',
          message: 'm',
          call: { id: 'custom', path: '/wps/agent/affiliate', alert: 'alert' },
        }),
      ),
    ).toEqual({ type: 'silent', reason: 'affiliate-check' });
  });

  it('... unless it is on the silent list (unread counts, language, jackpot, available promotions, rebates, avatar, wallet)', () => {
    for (const call of [
      catalogue['relay.CSP_unreadCount'],
      catalogue.memberLanguage,
      catalogue['relay.VIS_getJackpot'],
      catalogue['relay.MCSFE_getAvailablePromotions'],
      catalogue['relay.MCSFE_getCustomerRebateSettingByProductType'],
      catalogue.memberIcon,
      catalogue.walletBalance,
    ]) {
      expect(errorPolicy(base({ errorCode: 'x', message: 'm', call }))).toEqual({
        type: 'silent',
        reason: 'silent-list',
      });
    }
  });

  it('game launch with resType 1 shows the recommended-maintenance notice (errorCode, message, maintainTime, endTime)', () => {
    expect(
      errorPolicy(
        base({
          call: catalogue.launchGame,
          resType: 1,
          errorCode: 'rec_maint',
          message: 'Try others',
          content: { data: { maintainTime: '10:00', endTime: '12:00' } },
        }),
      ),
    ).toEqual({
      type: 'recommended-maintenance',
      errorCode: 'rec_maint',
      text: 'Try others',
      maintainTime: '10:00',
      endTime: '12:00',
    });
  });
});

describe('errorPolicyInputFrom', () => {
  it('maps a client failure and its call to the policy input', () => {
    const input = errorPolicyInputFrom(
      { status: 504, message: 'timeout' },
      { call: memberInfo, options: { noAlert: true } },
      'http:',
    );
    expect(input).toEqual({
      httpStatus: 504,
      message: 'timeout',
      call: memberInfo,
      noAlert: true,
      protocol: 'http:',
    });
    // The caller asked for no alert: it owns the outcome, no global dialog.
    expect(errorPolicy(input)).toEqual({ type: 'silent', reason: 'no-alert' });
    expect(errorPolicy({ ...input, noAlert: false })).toEqual({
      type: 'retry',
      messageKey: 'timeout_retry_please',
    });
  });
});
