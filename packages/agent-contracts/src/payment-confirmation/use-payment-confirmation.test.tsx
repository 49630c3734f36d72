import type { SiteStore } from '@site/api-core';
import { setupSandbox } from '@site/feature-testing/vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { signedInStore } from '../test/agent';
import { usePaymentConfirmation, type ConfirmationMode } from './use-payment-confirmation';

const sandbox = setupSandbox();
const C2C = 'POST /wps/relay/MCSFE_processC2CTransaction';
const account = () => sandbox.app.world.findAccount('default', 'agent00');
const processed = () => account()?.processedConfirmations ?? [];
const MB = 1024 * 1024;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

async function setup(startMode: ConfirmationMode = 'choose') {
  const store: SiteStore = await signedInStore('agent00');
  const onClose = vi.fn();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => usePaymentConfirmation(startMode, onClose), { wrapper });
  await waitFor(() => expect(view.result.current.item).toBeDefined());
  return { ...view, onClose };
}

/** The item shown now (the hook has loaded it). */
const shown = (result: { current: ReturnType<typeof usePaymentConfirmation> }) => {
  const { item } = result.current;
  if (!item) throw new Error('no item shown');
  return item;
};

describe('usePaymentConfirmation: the list and answers of the payment confirmation modal (section 4)', () => {
  it.each(['choose', 'notReceived'] as const)(
    'starts in %s mode on the first of the list',
    async (mode) => {
      const { result, onClose } = await setup(mode);
      expect(result.current.mode).toBe(mode);
      expect(result.current.items).toHaveLength(3);
      expect(shown(result).payDetailId).toBe(account()?.paymentConfirmations[0]?.payDetailId);
      expect(result.current.problem).toBeNull();
      expect(result.current.busy).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a gif', 'proof_type', () => new File(['gif'], 'proof.gif', { type: 'image/gif' })],
    [
      'a png over 5 MB',
      'proof_size',
      () => new File([new Uint8Array(5 * MB + 1)], 'big.png', { type: 'image/png' }),
    ],
    ['a png of 4 bytes', null, png],
    ['nothing (the picker emptied)', null, () => null],
  ])('a picked proof is checked at once: %s -> %s', async (_, problem, file) => {
    const { result } = await setup('notReceived');
    act(() => result.current.chooseFile(file()));
    expect(result.current.problem).toBe(problem);
  });

  it('not received without a proof is refused before any call', async () => {
    const { result } = await setup('notReceived');
    await act(() => result.current.notReceived(shown(result)));
    expect(result.current.problem).toBe('proof_required');
    expect(result.current.busy).toBeNull();
    expect(sandbox.calls).not.toContain(C2C);
  });

  it('opening the not-received form clears the problem shown', async () => {
    const { result } = await setup('notReceived');
    act(() => result.current.chooseFile(new File(['gif'], 'proof.gif', { type: 'image/gif' })));
    expect(result.current.problem).toBe('proof_type');
    act(() => result.current.showChoice());
    expect(result.current.mode).toBe('choose');
    act(() => result.current.showNotReceived());
    expect(result.current.mode).toBe('notReceived');
    expect(result.current.problem).toBeNull();
  });

  it('going back to the choice keeps the picked file', async () => {
    const { result } = await setup('notReceived');
    act(() => result.current.chooseFile(png()));
    act(() => result.current.showChoice());
    act(() => result.current.showNotReceived());
    await act(() => result.current.notReceived(shown(result)));
    expect(result.current.problem).toBeNull();
    expect(processed().at(-1)).toMatchObject({ isMoneyReceived: 'N', hasProof: true });
  });

  it('received sends Y; the item leaves, the next waits 0.5 s, and the form is reset', async () => {
    const { result, onClose } = await setup('notReceived');
    act(() => result.current.chooseFile(new File(['gif'], 'proof.gif', { type: 'image/gif' })));
    const first = shown(result);
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.received(first);
    });
    expect(result.current.busy).toBe('received');
    await act(() => sent);
    expect(processed().at(-1)).toMatchObject({
      payDetailId: first.payDetailId,
      isMoneyReceived: 'Y',
    });
    expect(result.current.busy).toBeNull();
    expect(result.current.waiting).toBe(true);
    expect(result.current.mode).toBe('choose');
    expect(result.current.problem).toBeNull();
    expect(result.current.items).toHaveLength(2);
    const answered = Date.now();
    await waitFor(() => expect(result.current.waiting).toBe(false));
    // 500 ms from when the answer was sent; a little less from when the test saw it.
    expect(Date.now() - answered).toBeGreaterThanOrEqual(400);
    expect(shown(result).payDetailId).not.toBe(first.payDetailId);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed answer keeps the item, the form and the file', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/wps/relay/MCSFE_processC2CTransaction', kind: 'http500' }),
    });
    const { result } = await setup('notReceived');
    const first = shown(result);
    act(() => result.current.chooseFile(png()));
    await act(() => result.current.notReceived(first));
    expect(sandbox.calls).toContain(C2C);
    expect(processed()).toEqual([]);
    expect(result.current.busy).toBeNull();
    expect(result.current.waiting).toBe(false);
    expect(result.current.mode).toBe('notReceived');
    expect(result.current.items).toHaveLength(3);
    // The file is still there: trying again sends it.
    await act(() => result.current.notReceived(first));
    expect(processed().at(-1)).toMatchObject({ payDetailId: first.payDetailId, hasProof: true });
  });

  it('a proof the browser cannot read is refused like a wrong type, before any call, and stays', async () => {
    const { result } = await setup('notReceived');
    const first = shown(result);
    act(() => result.current.chooseFile(png()));
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementationOnce(function (
      this: FileReader,
    ) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    await act(() => result.current.notReceived(first));
    expect(result.current.problem).toBe('proof_type');
    expect(sandbox.calls).not.toContain(C2C);
    expect(result.current.busy).toBeNull();
    // The file stays picked: read this time, it is sent.
    await act(() => result.current.notReceived(first));
    expect(processed().at(-1)).toMatchObject({ payDetailId: first.payDetailId, hasProof: true });
  });

  it('answering the last item closes at once, with no wait', async () => {
    account()!.paymentConfirmations = account()!.paymentConfirmations.slice(0, 1);
    const { result, onClose } = await setup();
    await act(() => result.current.received(shown(result)));
    expect(onClose).toHaveBeenCalled();
    expect(result.current.waiting).toBe(false);
  });

  it('an empty list closes at once', async () => {
    account()!.paymentConfirmations = [];
    const store = await signedInStore('agent00');
    const onClose = vi.fn();
    renderHook(() => usePaymentConfirmation('choose', onClose), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <Provider store={store}>{children}</Provider>
      ),
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
