import { setupSandbox } from '@site/feature-testing/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContracts, signedInStore } from '../test/agent';
import { PaymentConfirmationDialog } from './payment-confirmation-dialog';

const sandbox = setupSandbox();
const C2C = 'POST /wps/relay/MCSFE_processC2CTransaction';
const account = () => sandbox.app.world.findAccount('default', 'agent00');
const processed = () => account()?.processedConfirmations ?? [];
const MB = 1024 * 1024;

/**
 * Waits under fake setTimeout (Testing Library's waitFor drains with a real setTimeout, which
 * would never fire): each turn moves the fake clock by 1 ms and yields to the event loop, so
 * the sandbox answers while RTK's batched notifications and the 0.5 s pause stay on fake time.
 */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 3000; turn += 1) {
    if (check()) return;
    act(() => vi.advanceTimersByTime(1));
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition not met');
}

async function openAsAgent00() {
  const store = await signedInStore('agent00');
  const onClose = vi.fn();
  const view = await renderContracts(
    <PaymentConfirmationDialog params={undefined} onClose={onClose} />,
    store,
  );
  await screen.findByText('Payment 1 of 3');
  return { ...view, onClose };
}

describe('payment confirmation modal (content-and-play.md section 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each item with its amount and remaining amount in the site money format', async () => {
    await openAsAgent00();
    expect(screen.getByTestId('confirmation-amount')).toHaveTextContent('500.00');
    expect(screen.getByTestId('confirmation-remaining')).toHaveTextContent('500.00');
    expect(screen.queryByText('Auto-confirmed')).toBeNull();
  });

  it('received sends Y; the item leaves and the next shows after 0.5 s; an auto-confirmed item sends A', async () => {
    await openAsAgent00();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Received' }));
    await until(() => screen.queryByText('Loading the next payment') !== null);
    expect(processed().at(-1)).toMatchObject({ isMoneyReceived: 'Y' });
    act(() => vi.advanceTimersByTime(490));
    expect(screen.queryByText('Payment 1 of 2')).toBeNull();
    expect(screen.getByText('Loading the next payment')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByText('Payment 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-amount')).toHaveTextContent('1,200.00');
    expect(screen.getByTestId('confirmation-remaining')).toHaveTextContent('200.00');
    expect(screen.getByText('Auto-confirmed')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Received' }));
    await until(() => processed().at(-1)?.isMoneyReceived === 'A');
  });

  it('not received without a proof image is refused before any call; a wrong type or size too', async () => {
    const { user } = await openAsAgent00();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    expect(screen.getByText(/up to 15 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach one proof image');
    expect(sandbox.calls).not.toContain(C2C);

    const input = screen.getByLabelText(/Proof image/);
    // Past the picker's accept filter (a dropped or renamed file): the rule still refuses it.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['gif'], 'proof.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg or png images are accepted',
    );
    await user.upload(
      input,
      new File([new Uint8Array(5 * MB + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The image must not exceed 5 MB');
    await user.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(sandbox.calls).not.toContain(C2C);
  });

  it('not received with one png proof sends N with the image', async () => {
    const { user } = await openAsAgent00();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    await user.upload(
      screen.getByLabelText(/Proof image/),
      new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Report not received' }));
    await waitFor(() =>
      expect(processed().at(-1)).toMatchObject({ isMoneyReceived: 'N', hasProof: true }),
    );
    expect(await screen.findByText('Payment 1 of 2')).toBeInTheDocument();
  });

  it('closes when the last item is confirmed', async () => {
    const confirmations = account()?.paymentConfirmations ?? [];
    account()!.paymentConfirmations = confirmations.slice(0, 1);
    const store = await signedInStore('agent00');
    const onClose = vi.fn();
    const { user } = await renderContracts(
      <PaymentConfirmationDialog params={undefined} onClose={onClose} />,
      store,
    );
    await screen.findByText('Payment 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(account()?.paymentConfirmations).toEqual([]);
  });

  it('closes at once when there is nothing to confirm', async () => {
    account()!.paymentConfirmations = [];
    const store = await signedInStore('agent00');
    const onClose = vi.fn();
    await renderContracts(
      <PaymentConfirmationDialog params={undefined} onClose={onClose} />,
      store,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
