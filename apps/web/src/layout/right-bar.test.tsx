import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site';
import { BACK_TO_TOP_AFTER_PX } from './right-bar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

afterEach(() => {
  scrollTo(0);
});

describe('RightBar', () => {
  it('offers back-to-top once the page is scrolled past the limit, and hides it back at the top', async () => {
    await renderSite('/');
    const bar = await screen.findByRole('complementary', { name: 'Customer service' });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_AFTER_PX + 1);
    act(() => void fireEvent.scroll(window));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(0);
    act(() => void fireEvent.scroll(window));
    await expect.poll(() => screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(bar).toBeInTheDocument();
  });

  it('offers it at once when it arrives on a page already scrolled, with no scroll event', async () => {
    scrollTo(BACK_TO_TOP_AFTER_PX * 3);
    await renderSite('/');
    await screen.findByRole('complementary', { name: 'Customer service' });
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});
