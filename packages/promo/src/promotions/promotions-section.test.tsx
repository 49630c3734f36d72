import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeStrip } from '../notices/notice-strip';
import { renderPromo } from '../test/promo-harness';
import { PromotionsSection } from './promotions-section';

setupSandbox();

// Home sections keep their place while they load, so nothing below them shifts (ADR 0097).
describe('promo home sections keep their box while loading', () => {
  it('promotions: the heading and four tile placeholders, then the first four PR entries', async () => {
    await renderPromo(<PromotionsSection />);
    const busy = screen.getByRole('region', { name: 'Promotions' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(within(busy).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Promotions' })).getAllByRole('link'),
      ).toHaveLength(4),
    );
    const section = screen.getByRole('region', { name: 'Promotions' });
    expect(section).not.toHaveAttribute('aria-busy');
    for (const image of within(section).getAllByRole('presentation')) {
      expect(image).toHaveAttribute('width', '240');
      expect(image).toHaveAttribute('height', '160');
    }
  });

  it('notice strip: one line at once, the titles filling it when they arrive', async () => {
    await renderPromo(<NoticeStrip />);
    const strip = screen.getByRole('region', { name: 'Latest notices' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(strip).queryByText('No notices yet')).not.toBeInTheDocument();
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(3));
    expect(strip).toHaveAttribute('aria-busy', 'false');
  });
});
