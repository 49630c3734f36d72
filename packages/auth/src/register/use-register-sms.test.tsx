import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { useRegisterSms } from './use-register-sms';

const sandbox = setupSandbox();
const CODE_CALL = 'POST /wps/verification/sms/register';

function Sms({ mobile, sliderSolved = false }: { mobile: string; sliderSolved?: boolean }) {
  const [failure, setFailure] = useState<{ text: string; field?: string } | null>(null);
  const [cleared, setCleared] = useState(0);
  const sms = useRegisterSms({
    onFailure: setFailure,
    onClearMobile: () => setCleared((count) => count + 1),
  });
  return (
    <>
      <output aria-label="failure">
        {failure ? `${failure.field ?? 'form'}: ${failure.text}` : 'none'}
      </output>
      <output aria-label="cleared">{cleared}</output>
      <output aria-label="countdown">
        {sms.countdown.counting ? sms.countdown.seconds : 'idle'}
      </output>
      <button type="button" onClick={() => sms.onDialingCodeChange('84')}>
        pick 84
      </button>
      <button type="button" onClick={() => sms.onDialingCodeChange('12345')}>
        pick 12345
      </button>
      <button type="button" onClick={() => void sms.send(mobile, sliderSolved)}>
        send
      </button>
    </>
  );
}

async function renderSms(
  props: { mobile: string; sliderSolved?: boolean },
  flags: Record<string, boolean> = {},
) {
  const { store } = createAuthTestStore({ merchant: 'lumen' });
  const view = await renderAuth(<Sms {...props} />, { store, path: '/register', flags });
  const click = (name: string) => view.user.click(screen.getByRole('button', { name }));
  return { ...view, click };
}

const failure = () => screen.getByLabelText('failure');

describe('useRegisterSms (sections 4 and 5: the dialing code and "send code")', () => {
  it('sends the number with the chosen dialing code, then counts 120 s and says so', async () => {
    const { click } = await renderSms({ mobile: ' 0812345690 ' });
    await click('pick 84');
    await click('send');
    await waitFor(() => expect(screen.getByLabelText('countdown')).toHaveTextContent('120'));
    expect(sandbox.app.world.smsOutbox.at(-1)).toMatchObject({
      mobile: '0812345690',
      dialingCode: '84',
      purpose: 'register',
    });
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(failure()).toHaveTextContent('none');
  });

  it('a number that is not all digits is cleared and refused by the mobile field; no code is asked for', async () => {
    const { click } = await renderSms({ mobile: '08123a' });
    await click('send');
    expect(failure()).toHaveTextContent('mobileNum: Please enter a correct mobile number');
    expect(screen.getByLabelText('cleared')).toHaveTextContent('1');
    expect(sandbox.calls).not.toContain(CODE_CALL);
  });

  it('a number of digits out of the rule is refused but kept', async () => {
    const { click } = await renderSms({ mobile: '0812' });
    await click('send');
    expect(failure()).toHaveTextContent('mobileNum: Please enter a correct mobile number');
    expect(screen.getByLabelText('cleared')).toHaveTextContent('0');
    expect(sandbox.calls).not.toContain(CODE_CALL);
  });

  it('a dialing code out of the rule is refused by the dialing-code field', async () => {
    const { click } = await renderSms({ mobile: '0812345691' });
    await click('pick 12345');
    await click('send');
    expect(failure()).toHaveTextContent('countryDialingCode: Country code must be 1-3 digits');
    expect(sandbox.calls).not.toContain(CODE_CALL);
  });

  it('GEETESTVCODE3 with the slider on: verify_first by the slider until it is solved', async () => {
    const flags = { GEETEST3: true, GEETESTVCODE3: true };
    const first = await renderSms({ mobile: '0812345692' }, flags);
    await first.click('send');
    expect(failure()).toHaveTextContent('slider: Please complete the verification first');
    expect(sandbox.calls).not.toContain(CODE_CALL);
    first.unmount();

    const solved = await renderSms({ mobile: '0812345692', sliderSolved: true }, flags);
    await solved.click('send');
    await waitFor(() => expect(sandbox.calls).toContain(CODE_CALL));
    await waitFor(() => expect(screen.getByLabelText('countdown')).not.toHaveTextContent('idle'));
  });

  it('a refusal from the platform shows its message and leaves "get code" usable', async () => {
    const fault = await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' },
      body: JSON.stringify({
        path: '/wps/verification/sms/register',
        kind: 'errorCode',
        errorCode: 'sms.limit',
        message: 'Too many codes',
      }),
    });
    expect(fault.ok).toBe(true);
    const { click } = await renderSms({ mobile: '0812345693' });
    await click('send');
    await waitFor(() => expect(failure()).toHaveTextContent('form: Too many codes'));
    expect(screen.getByLabelText('countdown')).toHaveTextContent('idle');
  });
});
