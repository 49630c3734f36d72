import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('calls onClick when clicked and when activated from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading but keeps focus and reports busy', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderUi(<Button onClick={onClick}>Confirm</Button>);
    const button = screen.getByRole('button', { name: 'Confirm' });
    button.focus();
    rerender(
      <Button onClick={onClick} loading>
        Confirm
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button onClick={onClick} disabled>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the DOM button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderUi(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <IconButton label="Open chat" icon={<svg aria-hidden="true" />} onClick={onClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
