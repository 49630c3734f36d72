import type { PrefetchContext, RouteModule } from '@site/feature-api';
import { describe, expect, it, vi } from 'vitest';
import type { StartUpResult } from '../shell/start-up';
import { prefetchFirstPage } from './prefetch-first-page';

/** A visitor's early run (ADR 0208): no start-up to wait for. */
const beforeStartUp = (
  page: () => Promise<RouteModule | undefined>,
  given: () => PrefetchContext,
  stillOnPage: () => boolean,
) => prefetchFirstPage(page, undefined, given, stillOnPage);

const Page = () => null;
const open: StartUpResult = { status: { maintenance: false, regionRestriction: false } };
const context = (): PrefetchContext => ({
  dispatch: vi.fn(),
  search: new URLSearchParams('page=PG'),
  language: 'TH',
  merchantCode: 'aurum',
  signedIn: false,
});

describe('prefetchFirstPage: the landing page’s first calls once start-up has ended', () => {
  it('runs the page’s prefetch once, with the context of the visit', async () => {
    const prefetch = vi.fn();
    const ran = await prefetchFirstPage(
      Promise.resolve({ Component: Page, prefetch }),
      Promise.resolve(open),
      context,
      () => true,
    );
    expect(ran).toBe(true);
    expect(prefetch).toHaveBeenCalledOnce();
    const [given] = prefetch.mock.calls[0] as [PrefetchContext];
    expect(given.search.get('page')).toBe('PG');
    expect(given).toMatchObject({ language: 'TH', merchantCode: 'aurum' });
  });

  it('waits for start-up: nothing runs before it has ended', async () => {
    const prefetch = vi.fn();
    let end: (outcome: StartUpResult) => void = () => undefined;
    const startedUp = new Promise<StartUpResult>((resolve) => {
      end = resolve;
    });
    const running = prefetchFirstPage(
      Promise.resolve({ Component: Page, prefetch }),
      startedUp,
      context,
      () => true,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
    end(open);
    await expect(running).resolves.toBe(true);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it.each<[string, StartUpResult, boolean, Partial<RouteModule> | 'failed' | undefined]>([
    ['start-up failed', { status: null }, true, {}],
    [
      'the site is under maintenance',
      { status: { maintenance: true, regionRestriction: false } },
      true,
      {},
    ],
    [
      'the region is restricted',
      { status: { maintenance: false, regionRestriction: true } },
      true,
      {},
    ],
    ['the visitor has left the page', open, false, {}],
    ['no route matched', open, true, undefined],
    ['the page has no prefetch', open, true, { prefetch: undefined }],
    ['the page’s chunk failed', open, true, 'failed'],
  ])('runs nothing when %s', async (_case, outcome, stillOnPage, module) => {
    const prefetch = vi.fn();
    const page =
      module === undefined
        ? undefined
        : module === 'failed'
          ? Promise.reject(new Error('chunk failed'))
          : Promise.resolve({ Component: Page, prefetch, ...module });
    const ran = await prefetchFirstPage(page, Promise.resolve(outcome), context, () => stillOnPage);
    expect(ran).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a prefetch that throws is ignored (the page asks again itself)', async () => {
    const prefetch = vi.fn(() => {
      throw new Error('bad arguments');
    });
    await expect(
      prefetchFirstPage(
        Promise.resolve({ Component: Page, prefetch }),
        Promise.resolve(open),
        context,
        () => true,
      ),
    ).resolves.toBe(false);
  });

  it('a module picked once start-up has ended (the home page’s first section): picked after it, not before', async () => {
    const prefetch = vi.fn();
    const pick = vi.fn(() => Promise.resolve({ Component: Page, prefetch }));
    let end: (outcome: StartUpResult) => void = () => undefined;
    const startedUp = new Promise<StartUpResult>((resolve) => {
      end = resolve;
    });
    const running = prefetchFirstPage(pick, startedUp, context, () => true);
    await Promise.resolve();
    expect(pick).not.toHaveBeenCalled();
    end(open);
    await expect(running).resolves.toBe(true);
    expect(pick).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it.each<[string, StartUpResult, (() => Promise<RouteModule | undefined>) | undefined]>([
    [
      'the site is under maintenance',
      { status: { maintenance: true, regionRestriction: false } },
      () => Promise.resolve({ Component: Page, prefetch: vi.fn() }),
    ],
    ['no section is shown', open, () => Promise.resolve(undefined)],
    ['picking fails', open, () => Promise.reject(new Error('chunk failed'))],
  ])('a picked module runs nothing when %s', async (_case, outcome, pick) => {
    await expect(
      prefetchFirstPage(pick, Promise.resolve(outcome), context, () => true),
    ).resolves.toBe(false);
  });
});

describe('prefetchFirstPage with no start-up to wait for: a visitor’s first home section, beside start-up', () => {
  it('runs the picked module’s prefetch as soon as it arrives, with the context of the visit', async () => {
    const prefetch = vi.fn();
    await expect(
      beforeStartUp(
        () => Promise.resolve({ Component: Page, prefetch }),
        context,
        () => true,
      ),
    ).resolves.toBe(true);
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ language: 'TH', signedIn: false });
  });

  it.each<[string, () => Promise<RouteModule | undefined>, boolean]>([
    ['no section is shown', () => Promise.resolve(undefined), true],
    ['the section has no prefetch', () => Promise.resolve({ Component: Page }), true],
    ['picking fails', () => Promise.reject(new Error('chunk failed')), true],
    [
      'the visitor has left the page',
      () => Promise.resolve({ Component: Page, prefetch: vi.fn() }),
      false,
    ],
  ])('runs nothing, and never throws, when %s', async (_case, pick, onPage) => {
    await expect(beforeStartUp(pick, context, () => onPage)).resolves.toBe(false);
  });

  it('a prefetch that throws is ignored: the section asks again itself', async () => {
    const prefetch = vi.fn(() => {
      throw new Error('bad arguments');
    });
    await expect(
      beforeStartUp(
        () => Promise.resolve({ Component: Page, prefetch }),
        context,
        () => true,
      ),
    ).resolves.toBe(false);
  });
});
