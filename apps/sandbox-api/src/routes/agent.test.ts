import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../test/helpers';
import { PROOF_MAX_BYTES, proofProblem } from './agent';

const base64Of = (bytes: number) => Buffer.alloc(bytes).toString('base64');

describe('payment confirmation proof (content-and-play.md section 4: N requires a proof image)', () => {
  it.each([
    [undefined, 'a proof image is required'],
    ['', 'a proof image is required'],
    ['data:image/png;base64,AAAA', null],
    ['data:image/jpeg;base64,AAAA', null],
    ['data:image/jpg;base64,AAAA', null],
    ['data:image/gif;base64,AAAA', 'the proof must be a jpg, jpeg or png image'],
    ['data:text/html;base64,AAAA', 'the proof must be a jpg, jpeg or png image'],
    ['not a data url', 'the proof must be a jpg, jpeg or png image'],
    [`data:image/png;base64,${base64Of(PROOF_MAX_BYTES)}`, null],
    [
      `data:image/png;base64,${base64Of(PROOF_MAX_BYTES + 1)}`,
      'the proof image must not exceed 5 MB',
    ],
  ])('%s -> %s', (proof, problem) => {
    expect(proofProblem(proof === undefined ? undefined : proof.slice(0, 200_000_000))).toBe(
      problem,
    );
  });

  it('refuses N without a valid image server-side and keeps the item', async () => {
    const h = await freshHarness();
    const token = await h.login('agent00');
    const list = async () =>
      (
        await h.call<{ payDetailId: number }[]>(
          'GET',
          '/wps/relay/MCSFE_getPaymentConfirmationList',
          {
            token,
          },
        )
      ).body.value?.map((item) => item.payDetailId) ?? [];
    const [first] = await list();
    const process = (proofOfNotReceive?: string) =>
      h.call('POST', '/wps/relay/MCSFE_processC2CTransaction', {
        token,
        body: {
          isMoneyReceived: 'N',
          payDetailId: first,
          ...(proofOfNotReceive ? { proofOfNotReceive } : {}),
        },
      });
    expect((await process()).body.errorCode).toBe('field.invalid');
    expect((await process('data:application/pdf;base64,AAAA')).body.errorCode).toBe(
      'field.invalid',
    );
    expect(await list()).toContain(first);
    expect((await process('data:image/jpeg;base64,/9j/AA==')).body.success).toBe(true);
    expect(await list()).not.toContain(first);
  });

  it('isAgent 0, 1 and 2 have contracts and confirmations; trial04 has none', async () => {
    const h = await freshHarness();
    for (const [username, has] of [
      ['agent00', true],
      ['agent01', true],
      ['agent02', true],
      ['trial04', false],
    ] as const) {
      const token = await h.login(username);
      const confirmations = await h.call<unknown[]>(
        'GET',
        '/wps/relay/MCSFE_getPaymentConfirmationList',
        {
          token,
        },
      );
      expect(confirmations.body.value?.length ?? 0).toBe(has ? 3 : 0);
      const account = h.app.world.findAccount('default', username);
      expect((account?.contracts.dividend.length ?? 0) > 0).toBe(has);
    }
  });
});
