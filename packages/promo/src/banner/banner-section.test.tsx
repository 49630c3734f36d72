import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPromo } from '../test/promo-harness';
import { BannerSection, prefetch } from './banner-section';

const sandbox = setupSandbox();
const callsOf = (name: string) => sandbox.calls.filter((call) => call.endsWith(name)).length;

/** The home banners' prefetch, as the boot runs it, for a visitor or a member. */
function prefetchBanners(dispatch: Parameters<typeof prefetch>[0]['dispatch'], signedIn: boolean) {
  prefetch({
    dispatch,
    search: new URLSearchParams(''),
    language: 'EN',
    merchantCode: 'default',
    signedIn,
  });
}

async function firstBanner() {
  const region = await screen.findByRole('region', { name: 'Featured banners' });
  return (await within(region).findAllByRole('img'))[0];
}

describe('the home banners’ prefetch (ADR 0205)', () => {
  it.each([
    ['a visitor', undefined, 'CCSFE_getListAnnouncements', 'MCSFE_getListAnnouncements'],
    ['a member', 'player01', 'MCSFE_getListAnnouncements', 'CCSFE_getListAnnouncements'],
  ])(
    'for %s: the banners’ call leaves before the section renders, which then asks nothing again',
    async (_who, account, asked, notAsked) => {
      await renderPromo(<BannerSection />, {
        ...(account ? { account } : {}),
        beforeRender: async (store) => {
          prefetchBanners(store.dispatch, account !== undefined);
          await waitFor(() => expect(callsOf(asked)).toBe(1));
        },
      });
      expect(await firstBanner()).toHaveAttribute('src', expect.stringContaining('/res/banner/'));
      expect(callsOf(asked)).toBe(1);
      expect(callsOf(notAsked)).toBe(0);
    },
  );

  it('a prefetch for a visitor does not serve a member: the member’s own call is made', async () => {
    await renderPromo(<BannerSection />, {
      account: 'player01',
      beforeRender: async (store) => {
        prefetchBanners(store.dispatch, false);
        await waitFor(() => expect(callsOf('CCSFE_getListAnnouncements')).toBe(1));
      },
    });
    await firstBanner();
    expect(callsOf('MCSFE_getListAnnouncements')).toBe(1);
  });
});
