import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderUi } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Verify your login"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Submit</Button>}
      >
        <label>
          Code <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, portalled to the body, focused on open', async () => {
    const { user, container } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    // First focusable element inside: the close button in the header.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Code' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on an Escape pressed in the commit that shows it, before any passive effect', () => {
    const onClose = vi.fn();
    // After the dialog in the tree, so its layout effect runs after the dialog's: the moment the
    // dialog is on the page, before the browser paints it and before React's passive effects.
    function EscapeAtOnce() {
      useLayoutEffect(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }, []);
      return null;
    }
    renderUi(
      <>
        <Dialog open title="Session expired" onClose={onClose}>
          <p>Sign in again.</p>
        </Dialog>
        <EscapeAtOnce />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button and from a click on the backdrop', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the theme dialog width by default', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ width: 'min(var(--site-size-dialog), 100%)' });
  });

  it('with nested dialogs, Escape closes only the innermost', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
          <Button onClick={() => setInner(true)}>Log out</Button>
          <ConfirmDialog
            open={inner}
            title="Log out?"
            message="You will need to log in again."
            onConfirm={() => {}}
            onClose={() => setInner(false)}
          />
        </Dialog>
      );
    }
    const { user } = renderUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it after', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog described by its message with confirm focused; Cancel closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        open
        title="Log out"
        message="Are you sure?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses Cancel first for a destructive confirmation', () => {
    renderUi(
      <ConfirmDialog
        open
        tone="danger"
        title="Delete"
        message="Delete it?"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows loading during an async confirm, blocks cancel, and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const onClose = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        open
        title="Claim"
        message="Claim the reward?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    // Still named while its spinner shows.
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(confirm);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and usable when the async confirm fails', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.reject(new Error('server said no')));
    const { user } = renderUi(
      <ConfirmDialog open title="Claim" message="Claim?" onConfirm={onConfirm} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('speaks the current language', () => {
    renderUi(
      <ConfirmDialog open title="登出" message="确定吗?" onConfirm={() => {}} onClose={() => {}} />,
      {
        lng: 'CN',
      },
    );
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
