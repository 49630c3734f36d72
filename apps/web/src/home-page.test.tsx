import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from './test/render-site';
import { SITE_RENDER_TIMEOUT, SITE_TEST_TIMEOUT } from './test/timeouts';

const noticeStrip = () => document.querySelector('section[aria-labelledby="promo-notice-strip"]');
const wait = { timeout: SITE_RENDER_TIMEOUT };

describe('HomePage (ADR 0211)', () => {
  it(
    'shows the top section first; the sections below mount once its first picture has loaded',
    async () => {
      await renderSite('/');
      const banners = await screen.findByRole('region', { name: 'Featured banners' }, wait);
      await expect.poll(() => banners.querySelector('img'), wait).not.toBeNull();
      // jsdom loads no picture: the first banner waits until the test says it has loaded.
      expect(noticeStrip()).toBeNull();
      act(() => void fireEvent.load(banners.querySelector('img')!));
      await expect.poll(noticeStrip, wait).not.toBeNull();
    },
    SITE_TEST_TIMEOUT,
  );
});
