import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Loader, LoadingOverlay } from './loader';

describe('Loader', () => {
  it('announces "Loading…" as a status by default, with the spinner hidden from screen readers', () => {
    const { container } = renderUi(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says what is loading in the current language or as given', () => {
    const { rerender } = renderUi(<Loader />, { lng: 'VI' });
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
    rerender(<Loader label="Loading games" showLabel />);
    expect(screen.getByText('Loading games')).toBeVisible();
  });
});

describe('LoadingOverlay', () => {
  it('covers the page with a busy, labelled indicator while open', () => {
    const { rerender, container } = renderUi(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<LoadingOverlay open label="Opening member centre" />);
    const indicator = screen.getByRole('progressbar', { name: 'Opening member centre' });
    expect(indicator).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Opening member centre');
    expect(container).not.toContainElement(indicator);
    expect(indicator.parentElement).toHaveStyle({
      position: 'fixed',
      zIndex: 'var(--site-layer-loader)',
    });

    rerender(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
