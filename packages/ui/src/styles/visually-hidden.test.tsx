import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('stays in the accessible name while clipped out of sight', () => {
    renderUi(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveStyle({ position: 'absolute', overflow: 'hidden' });
  });
});
