import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGames } from '../test/harness';
import { CategoryPageView } from './category-page';

setupSandbox();

describe(
  'category pages (section 2): public, own title, vendor lists, ?page= selects a vendor',
  { timeout: 40_000 },
  () => {
    it('a visitor browses /casino with its title and meta description; ?page= picks the vendor', async () => {
      await renderGames(<CategoryPageView id="casino" />, { path: '/casino?page=AG' });
      await waitFor(() => expect(document.title).toMatch(/^Casino \| /));
      expect(
        document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toMatch(/Live-dealer/);
      const vendors = await screen.findByRole('group', { name: 'Game providers' });
      expect(await within(vendors).findByRole('button', { name: 'AG Live' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(vendors).queryByRole('button', { name: 'PG Slots' })).toBeNull();
      const grid = await screen.findByRole('list', { name: 'AG Live games' });
      await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
    });

    it('an unknown ?page= selects the first vendor; a click changes ?page=', async () => {
      const { user, router } = await renderGames(<CategoryPageView id="fish" />, {
        path: '/fish?page=NOPE',
      });
      const vendors = await screen.findByRole('group', { name: 'Game providers' });
      // The group can be on screen a render before its buttons.
      expect(await within(vendors).findByRole('button', { name: 'DG Fishing' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(within(vendors).getByRole('button', { name: 'KA Fishing' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=KAFISH'));
    });

    it('sports and esports use GCSGAME_getGameMatchV2', async () => {
      await renderGames(<CategoryPageView id="sports" />, { path: '/sports' });
      expect(await screen.findByRole('heading', { name: 'Upcoming matches' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByText(/ vs /).length).toBeGreaterThan(0));
    });

    it('the lottery categories hand over to the lottery hall', async () => {
      await renderGames(<CategoryPageView id="lott" />, { path: '/lott' });
      expect(screen.getByText('Lottery games are played in the lottery hall')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    });
  },
);
