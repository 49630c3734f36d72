import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Panel } from './chat-window-parts';
import { useWindowFocus } from './use-window-focus';

function Harness({ hidden, onHide }: { hidden: boolean; onHide: () => void }) {
  const { panel, onKeyDown } = useWindowFocus(hidden, onHide);
  return (
    <Panel ref={panel} role="dialog" aria-label="Window" onKeyDown={onKeyDown} hidden={hidden}>
      <button type="button">Before</button>
      <button type="button" data-autofocus>
        Move
      </button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </Panel>
  );
}

const cleanups: (() => void)[] = [];

function renderWindow(hidden: boolean) {
  const opener = document.createElement('button');
  opener.textContent = 'Opener';
  const after = document.createElement('button');
  after.textContent = 'After';
  document.body.append(opener);
  opener.focus();
  const onHide = vi.fn();
  // What the page around it hears (its own Escape handling, say).
  const outerKeyDown = vi.fn();
  document.addEventListener('keydown', outerKeyDown);
  cleanups.push(() => document.removeEventListener('keydown', outerKeyDown));
  const view = render(<Harness hidden={hidden} onHide={onHide} />);
  document.body.append(after);
  cleanups.push(
    () => opener.remove(),
    () => after.remove(),
  );
  const rerender = (next: boolean) => view.rerender(<Harness hidden={next} onHide={onHide} />);
  return { opener, onHide, outerKeyDown, rerender };
}

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

describe('useWindowFocus: focus of a window that hides rather than closes (section 4)', () => {
  it('moves focus to the [data-autofocus] element when it shows and back when it hides', () => {
    const { opener, rerender } = renderWindow(true);
    expect(document.activeElement).toBe(opener);
    rerender(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move' }));
    rerender(true);
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['Tab from the last wraps to the first', 'Last', '{Tab}', 'Before'],
    [
      'Shift+Tab from the first wraps to the last, past a disabled one',
      'Before',
      '{Shift>}{Tab}{/Shift}',
      'Last',
    ],
    ['Tab inside moves on as usual', 'Before', '{Tab}', 'Move'],
  ])('%s', async (_, from, keys, to) => {
    renderWindow(false);
    const user = userEvent.setup();
    screen.getByRole('button', { name: from }).focus();
    await user.keyboard(keys);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: to }));
  });

  it('Escape hides it and goes no further', async () => {
    const { onHide, outerKeyDown } = renderWindow(false);
    await userEvent.setup().keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(outerKeyDown).not.toHaveBeenCalled();
  });

  it('other keys pass through', async () => {
    const { onHide, outerKeyDown } = renderWindow(false);
    await userEvent.setup().keyboard('a');
    expect(onHide).not.toHaveBeenCalled();
    expect(outerKeyDown).toHaveBeenCalled();
  });
});
