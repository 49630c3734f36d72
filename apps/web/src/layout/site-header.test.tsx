import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../test/render-site';

/** The games feature's English messages arrive only when the test lets them. */
const games = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../../../../packages/games/src/i18n/messages/en', async (importOriginal) => {
  const actual = await importOriginal<{ default: Record<string, string> }>();
  await games.arrived;
  return actual;
});

describe('SiteHeader', () => {
  it('shows a blank, never the raw key, for an entry whose owner’s messages are on their way', async () => {
    const raw = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const key of document.body.textContent?.match(/nav_[a-z_]+/g) ?? []) raw.add(key);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await renderSite('/');
      const banner = await screen.findByRole('banner');
      // The shell's own entries are labelled; the games entries wait for their messages.
      const nav = within(banner).getByRole('navigation');
      await within(nav).findByRole('link', { name: 'Home' });
      expect(within(nav).queryByRole('link', { name: 'Slots' })).toBeNull();
      expect(nav.textContent).not.toMatch(/nav_/);
      // A waiting entry is no link yet: every link in the row has a name (axe link-name).
      for (const link of within(nav).getAllByRole('link')) expect(link).toHaveAccessibleName();
      games.release();
      await within(banner).findByRole('link', { name: 'Slots' });
    } finally {
      observer.disconnect();
    }
    expect([...raw]).toEqual([]);
  });
});
