import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderUi } from '../test/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says there is nothing here in the current language by default', () => {
    renderUi(<EmptyState />, { lng: 'TH' });
    expect(screen.getByText('ไม่มีข้อมูล')).toBeInTheDocument();
  });

  it('shows a custom title, description and a working action', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <EmptyState
        title="No favourites yet"
        description="Tap the star on a game to keep it here."
        action={<Button onClick={onClick}>Browse games</Button>}
      />,
    );
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByText('Tap the star on a game to keep it here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its picture away from screen readers', () => {
    const { container } = renderUi(<EmptyState />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
