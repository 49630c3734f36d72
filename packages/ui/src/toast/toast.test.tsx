import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderUi } from '../test/render';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a polite status in the Notifications region and leaves after the duration', () => {
    const onDismiss = vi.fn();
    renderUi(
      <ToastProvider duration={3000}>
        <Trigger options={{ message: 'Deposit arrived', tone: 'success', onDismiss }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveStyle({
      position: 'fixed',
      right: 'var(--site-space-lg)',
      bottom: 'var(--site-space-lg)',
    });
    const status = screen.getByRole('status');
    expect(region).toContainElement(status);
    expect(status).toHaveTextContent('Deposit arrived');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Deposit arrived')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Deposit arrived')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps a persistent toast until its dismiss button is pressed', () => {
    renderUi(
      <ToastProvider>
        <Trigger
          options={{ title: 'Inbox', message: 'You have a new message', persistent: true }}
        />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('InboxYou have a new message');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses an assertive alert for danger toasts', () => {
    renderUi(
      <ToastProvider>
        <Trigger options={{ message: 'Withdrawal rejected', tone: 'danger' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawal rejected');
  });

  it('pauses the timer while hovered', () => {
    renderUi(
      <ToastProvider duration={1000}>
        <Trigger options={{ message: 'Bonus credited' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Bonus credited')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Bonus credited')).not.toBeInTheDocument();
  });

  it('replaces a toast shown again with the same id, and caps the stack', () => {
    function Many() {
      const toast = useToast();
      return (
        <>
          <Button onClick={() => toast.show({ id: 'balance', message: 'Balance 10' })}>Ten</Button>
          <Button onClick={() => toast.show({ id: 'balance', message: 'Balance 20' })}>
            Twenty
          </Button>
          <Button onClick={() => [1, 2, 3].forEach((n) => toast.show({ message: `Notice ${n}` }))}>
            Three
          </Button>
        </>
      );
    }
    renderUi(
      <ToastProvider max={3}>
        <Many />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Twenty' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Balance 20');
    fireEvent.click(screen.getByRole('button', { name: 'Three' }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
    ]);
  });

  it('refuses to work outside a provider, with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
