import { describe, expect, it } from 'vitest';
import { launchFailureNotice } from './launch-failure';

describe('section 8: failed game launch outcomes (the window closes; this feature shows one notice)', () => {
  it.each([
    [
      'launch_game_balance_not_enough: cancel or deposit',
      { kind: 'envelope', errorCode: 'launch_game_balance_not_enough', message: 'Top up' },
      { kind: 'balance', errorKey: 'launch_game_balance_not_enough', text: 'Top up' },
    ],
    [
      'vendor_under_maintenance: message plus start and end times',
      {
        kind: 'envelope',
        errorCode: 'vendor_under_maintenance',
        message: '',
        value: { startTime: '2026-11-23 10:00', endTime: '2026-11-23 12:00' },
      },
      {
        kind: 'maintenance',
        errorKey: 'vendor_under_maintenance',
        start: '2026-11-23 10:00',
        end: '2026-11-23 12:00',
      },
    ],
    [
      'vendor_under_maintenance with the maintain* names',
      { errorCode: 'vendor_under_maintenance', value: { maintainStart: 'a', maintainEnd: 'b' } },
      { kind: 'maintenance', errorKey: 'vendor_under_maintenance', start: 'a', end: 'b' },
    ],
    [
      'any other error: the platform message',
      { errorCode: 'x', message: 'Nope' },
      { kind: 'message', text: 'Nope' },
    ],
    [
      'no message: unknown_error',
      { kind: 'network' },
      { kind: 'message', errorKey: 'unknown_error' },
    ],
    ['garbage: unknown_error', 'boom', { kind: 'message', errorKey: 'unknown_error' }],
    ['HTTP 401 stays with the global dialog', { kind: 'http', status: 401 }, null],
    ['a logout code stays with the global dialog', { errorCode: 'token_ip_different' }, null],
    ['an aborted call shows nothing', { kind: 'aborted' }, null],
  ])('%s', (_name, error, expected) => {
    expect(launchFailureNotice(error)).toEqual(expected);
  });
});
