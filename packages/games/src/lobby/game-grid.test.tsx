import type { Game } from '@site/api-core/catalogue';
import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGames } from '../test/harness';
import { GameGrid, TILES_PER_TASK } from './game-grid';

setupSandbox();

const games: Game[] = Array.from({ length: 40 }, (_, index) => ({
  gameId: 20_000 + index,
  nodeId: 60_000 + index,
  accountTypeName: 'PG',
  gameType: 'RNG',
  displayName: `Game ${index + 1}`,
  webIconUrl: `/res/game/${20_000 + index}.svg`,
  supportPlay: 0,
}));

const grid = (label = 'PG games') => screen.getByRole('list', { name: label });

describe('game grid (issue 13, "what players expect of a lobby"; ADR 0077)', () => {
  it('the list has a heading between the page h1 and the tiles h3 (heading order)', async () => {
    await renderGames(
      <GameGrid games={games} label="PG games" isFavourite={() => false} onPlay={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'PG games' })).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-labelledby');
    expect(within(grid()).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Game 1');
  });

  it('draws 8 tiles first, the rest in skeletons of the same count, then every tile', async () => {
    const { container } = await renderGames(
      <GameGrid games={games} label="PG games" isFavourite={() => false} onPlay={() => {}} />,
    );
    const items = () => container.querySelectorAll('ul > li');
    // Whatever is drawn, the grid has one cell per game: nothing below moves as tiles replace
    // skeletons.
    expect(items()).toHaveLength(40);
    expect(within(grid()).getAllByRole('article').length).toBeGreaterThanOrEqual(TILES_PER_TASK);
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(40));
    expect(items()).toHaveLength(40);
  });

  it('pictures: the first four fetched first, the first eight eager, the rest lazy, all sized', async () => {
    await renderGames(
      <GameGrid games={games} label="PG games" isFavourite={() => false} onPlay={() => {}} />,
    );
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(40));
    const images = [...grid().querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('fetchpriority')).slice(0, 5)).toEqual([
      'high',
      'high',
      'high',
      'high',
      'auto',
    ]);
    expect(
      images.slice(0, TILES_PER_TASK).every((image) => image.getAttribute('loading') === 'eager'),
    ).toBe(true);
    expect(
      images.slice(TILES_PER_TASK).every((image) => image.getAttribute('loading') === 'lazy'),
    ).toBe(true);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '240');
      expect(image).toHaveAttribute('height', '240');
    }
  });

  it('while loading: a busy list of skeletons and no tile', async () => {
    await renderGames(
      <GameGrid games={[]} loading label="PG games" isFavourite={() => false} onPlay={() => {}} />,
    );
    const busy = screen.getByRole('list', { name: 'Loading games' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelectorAll('li')).toHaveLength(12);
    expect(within(busy).queryAllByRole('article')).toHaveLength(0);
  });
});
