import { siteApi } from '@site/api-core';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  createDialogRef,
  defineDialog,
  defineFeature,
  type LazyComponent,
} from '@site/feature-api';
import { describe, expect, it, vi } from 'vitest';
import { composeSite, orderHomeSections, widgetShownOn } from './compose-site';

const lazy: LazyComponent = () => Promise.resolve({ Component: () => null });
const dialogLoad = () => Promise.resolve(() => null);

describe('composeSite', () => {
  it('gathers routes, pages, sections, navigation and realtime handlers in feature order', () => {
    const first = vi.fn();
    const second = vi.fn();
    const site = composeSite([
      defineFeature({
        id: 'games',
        routes: [{ path: 'electron', lazy }],
        navigation: [{ id: 'slots', labelKey: 'slots', to: '/electron', order: 2 }],
        homeSections: [{ id: 'games', lazy }],
        realtime: { DEPOSIT: first },
      }),
      defineFeature({
        id: 'promotions',
        routes: [{ path: 'promotion', lazy }],
        navigation: [{ id: 'promo', labelKey: 'promo', to: '/promotion', order: 1 }],
        memberCentre: [
          { id: 'rewardCenter', labelKey: 'reward', lazy, order: 9 },
          { id: 'missionLeaderboard', labelKey: 'mission', lazy, order: 3 },
        ],
        realtime: { DEPOSIT: second, MANUAL_PROMO: second },
      }),
    ]);
    expect(site.routes.map((r) => `${r.feature}:${r.route.path}`)).toEqual([
      'games:electron',
      'promotions:promotion',
    ]);
    expect(site.navigation.map((n) => n.id)).toEqual(['promo', 'slots']);
    expect(site.memberPages.map((p) => p.id)).toEqual(['missionLeaderboard', 'rewardCenter']);
    expect(site.realtime.get('DEPOSIT')).toEqual([first, second]);
    expect(site.realtime.get('MANUAL_PROMO')).toEqual([second]);
  });

  it('refuses a feature whose endpoints are not on the one base API', () => {
    const own = createApi({
      reducerPath: 'own',
      baseQuery: fakeBaseQuery(),
      endpoints: () => ({}),
    });
    expect(() => composeSite([defineFeature({ id: 'own', endpoints: own })])).toThrow(
      /own's endpoints \(own\) are not injected into the one base API/,
    );
    const injected = siteApi.injectEndpoints({ endpoints: () => ({}) });
    expect(() => composeSite([defineFeature({ id: 'fine', endpoints: injected })])).not.toThrow();
  });

  it('refuses two features claiming the same route, dialog or slice', () => {
    const a = defineFeature({ id: 'a', routes: [{ path: 'download', lazy }] });
    const b = defineFeature({ id: 'b', routes: [{ path: 'download', lazy }] });
    expect(() => composeSite([a, b])).toThrow(/route \/download/);
    const login = createDialogRef('login');
    const c = defineFeature({ id: 'c', dialogs: [defineDialog(login, dialogLoad)] });
    const d = defineFeature({ id: 'd', dialogs: [defineDialog(login, dialogLoad)] });
    expect(() => composeSite([c, d])).toThrow(/dialog login/);
    // Two refs with one id would mount two dialogs under one key: refused too.
    const e = defineFeature({
      id: 'e',
      dialogs: [defineDialog(createDialogRef('login'), dialogLoad)],
    });
    expect(() => composeSite([c, e])).toThrow(/dialog login/);
    const reducer = (state: unknown = null) => state;
    expect(() =>
      composeSite([defineFeature({ id: 'e', slices: [{ reducerPath: 'site', reducer }] })]),
    ).toThrow(/slice site/);
  });
});

describe('orderHomeSections', () => {
  it('follows the merchant template and leaves out sections it does not name', () => {
    const sections = ['games', 'banner', 'winners'].map((id) => ({ id, lazy }));
    expect(orderHomeSections(sections, ['banner', 'notice', 'games']).map((s) => s.id)).toEqual([
      'banner',
      'games',
    ]);
  });
});

describe('widgetShownOn', () => {
  it('hides a widget on its listed route prefixes only', () => {
    const widget = {
      id: 'mini-game',
      lazy,
      placement: 'bottom-right' as const,
      hiddenOn: ['/lottery', '/seamless'],
    };
    expect(widgetShownOn(widget, '/lottery')).toBe(false);
    expect(widgetShownOn(widget, '/seamless/x')).toBe(false);
    expect(widgetShownOn(widget, '/lotteryx')).toBe(true);
    expect(widgetShownOn(widget, '/')).toBe(true);
  });
});
