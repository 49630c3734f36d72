import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CountBadge, formatBadgeCount } from './count-badge';

describe('CountBadge', () => {
  it('shows the count, and 99+ above 99', () => {
    const { rerender, container } = renderUi(<CountBadge count={7} />);
    expect(container).toHaveTextContent('7');
    rerender(<CountBadge count={99} />);
    expect(container).toHaveTextContent(/^99$/);
    rerender(<CountBadge count={100} />);
    expect(container).toHaveTextContent('99+');
  });

  it('takes a different maximum', () => {
    const { container } = renderUi(<CountBadge count={10} max={9} />);
    expect(container).toHaveTextContent('9+');
  });

  it('is hidden at zero and for nonsense counts', () => {
    const { rerender, container } = renderUi(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={-3} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={Number.NaN} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads a meaningful label instead of the bare number when given one', () => {
    renderUi(
      <button type="button">
        Inbox <CountBadge count={120} label="120 unread messages" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Inbox 120 unread messages' })).toBeInTheDocument();
  });

  it('formats counts for other uses', () => {
    expect(formatBadgeCount(3)).toBe('3');
    expect(formatBadgeCount(1000)).toBe('99+');
    expect(formatBadgeCount(0)).toBeNull();
  });
});
