import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPromo } from '../test/promo-harness';
import { BannerSection, prefetch, preloadFirstBanner } from './banner-section';

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

afterEach(() => {
  vi.restoreAllMocks();
});

/** The pictures a test asks for through `document.createElement('img')`. */
function pictures() {
  const made: HTMLImageElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(
    (tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (element instanceof HTMLImageElement) made.push(element);
      return element;
    },
  );
  return made;
}

describe('the home banners’ prefetch (ADR 0205)', () => {
  it('asks for the first banner’s picture, at high priority, as soon as the banners answer (ADR 0211)', async () => {
    const made = pictures();
    await renderPromo(<BannerSection />, {
      beforeRender: async (store) => {
        prefetchBanners(store.dispatch, false);
        await waitFor(() => expect(made.length).toBe(1));
      },
    });
    const first = await firstBanner();
    expect(made[0]?.getAttribute('src')).toBe(first?.getAttribute('src'));
    expect(made[0]?.fetchPriority).toBe('high');
  });

  it.each([
    ['no banners', []],
    ['an answer that is no list', null],
    [
      'a first banner whose address fails the URL guard',
      [{ bannerId: 1, type: 'B', url: 'javascript:alert(1)' }],
    ],
  ])('asks for no picture for %s', (_case, data) => {
    const made = pictures();
    preloadFirstBanner(data, 'w_home');
    expect(made).toEqual([]);
  });

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
