import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderGames } from '../test/harness';
import { RecommendedDialog } from './recommended-dialog';

const sandbox = setupSandbox();

const params = {
  message: 'Soon in maintenance',
  maintainTime: '2026-11-23 10:00',
  endTime: '2026-11-23 12:00',
};

describe(
  'recommended-games dialog (section 2: 12 per slide; empty: maintenance with the time range)',
  { timeout: 40_000 },
  () => {
    it('shows the recommended games in slides of at most 12', async () => {
      await renderGames(<RecommendedDialog params={params} onClose={vi.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Recommended games' });
      expect(dialog).toHaveTextContent('Soon in maintenance');
      const slides = await within(dialog).findAllByRole('list', { name: /^Slide \d+ of \d+$/ });
      for (const slide of slides)
        expect(within(slide).getAllByRole('article').length).toBeLessThanOrEqual(12);
      expect(within(slides[0] as HTMLElement).getAllByRole('article').length).toBeGreaterThan(0);
      expect(sandbox.calls).toContain('GET /wps/relay/GCSGAME_getRecommendedHotGames');
    });

    it('a list of entries that are not records (null, numbers, strings) is an empty list: the maintenance message', async () => {
      await sandbox.app.request('/__sandbox/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          path: '/wps/relay/GCSGAME_getRecommendedHotGames',
          kind: 'wrongType',
          value: [null, 1, 'two', [3]],
          count: 3,
        }),
      });
      await renderGames(<RecommendedDialog params={params} onClose={vi.fn()} />);
      await waitFor(() =>
        expect(screen.getByTestId('recommended-maintenance-times')).toHaveTextContent(
          'Maintenance from 2026-11-23 10:00 to 2026-11-23 12:00',
        ),
      );
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });

    it('with an empty list shows the maintenance message with its time range from content.data', async () => {
      await sandbox.app.request('/__sandbox/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          path: '/wps/relay/GCSGAME_getRecommendedHotGames',
          kind: 'malformed',
          count: 3,
        }),
      });
      await renderGames(<RecommendedDialog params={params} onClose={vi.fn()} />);
      await waitFor(() =>
        expect(screen.getByTestId('recommended-maintenance-times')).toHaveTextContent(
          'Maintenance from 2026-11-23 10:00 to 2026-11-23 12:00',
        ),
      );
    });
  },
);
