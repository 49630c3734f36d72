import { siteApi } from '@site/api-core';
import {
  assertComposable,
  type CentrePage,
  type DialogRef,
  type FeatureDialog,
  type FeatureI18n,
  type FeatureRoute,
  type FeatureSlice,
  type FloatingWidget,
  type GateContext,
  type HomeSection,
  type NavigationEntry,
  type RealtimeHandler,
  type SiteFeature,
} from '@site/feature-api';

/** One route with the feature that contributed it. */
export interface ComposedRoute {
  feature: string;
  route: FeatureRoute;
}

/** Everything the shell builds from the feature list, before anything renders. */
export interface ComposedSite {
  features: readonly SiteFeature[];
  routes: readonly ComposedRoute[];
  dialogs: ReadonlyMap<DialogRef<unknown>, FeatureDialog>;
  memberPages: readonly CentrePage[];
  agentPages: readonly CentrePage[];
  homeSections: readonly HomeSection[];
  navigation: readonly NavigationEntry[];
  widgets: readonly FloatingWidget[];
  /** Handlers by notification type, in feature order. */
  realtime: ReadonlyMap<string, readonly RealtimeHandler[]>;
  slices: readonly FeatureSlice[];
  namespaces: readonly FeatureI18n[];
}

const byOrder = <T extends { order?: number }>(items: T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
    .map(({ item }) => item);

/**
 * Composes the feature list: checks that no two features claim a route, page, namespace, dialog
 * or slice, and that every feature's endpoints were injected into the one base API (tag
 * invalidation works only within one API), then gathers what each contributes. Pure; tested
 * without rendering.
 */
export function composeSite(features: readonly SiteFeature[]): ComposedSite {
  assertComposable(features);
  const dialogs = new Map<DialogRef<unknown>, FeatureDialog>();
  const dialogIds = new Set<string>();
  const slices = new Map<string, string>();
  const realtime = new Map<string, RealtimeHandler[]>();
  const homeSections = new Map<string, HomeSection>();
  for (const feature of features) {
    if (feature.endpoints && feature.endpoints !== siteApi) {
      throw new Error(
        `${feature.id}'s endpoints (${feature.endpoints.reducerPath}) are not injected into the one base API; use siteApi.injectEndpoints`,
      );
    }
    for (const dialog of feature.dialogs ?? []) {
      if (dialogs.has(dialog.ref) || dialogIds.has(dialog.ref.id))
        throw new Error(`dialog ${dialog.ref.id} is contributed twice (again by ${feature.id})`);
      dialogs.set(dialog.ref, dialog);
      dialogIds.add(dialog.ref.id);
    }
    for (const slice of feature.slices ?? []) {
      const owner = slices.get(slice.reducerPath);
      if (owner || slice.reducerPath === 'site' || slice.reducerPath === 'siteApi') {
        throw new Error(
          `slice ${slice.reducerPath} of ${feature.id} clashes with ${owner ?? 'the site store'}`,
        );
      }
      slices.set(slice.reducerPath, feature.id);
    }
    for (const [type, handler] of Object.entries(feature.realtime ?? {})) {
      realtime.set(type, [...(realtime.get(type) ?? []), handler]);
    }
    for (const section of feature.homeSections ?? []) {
      if (homeSections.has(section.id))
        throw new Error(`home section ${section.id} is contributed twice (again by ${feature.id})`);
      homeSections.set(section.id, section);
    }
  }
  return {
    features,
    routes: features.flatMap((feature) =>
      (feature.routes ?? []).map((route) => ({ feature: feature.id, route })),
    ),
    dialogs,
    memberPages: byOrder(features.flatMap((feature) => [...(feature.memberCentre ?? [])])),
    agentPages: byOrder(features.flatMap((feature) => [...(feature.agentCentre ?? [])])),
    homeSections: [...homeSections.values()],
    navigation: byOrder(features.flatMap((feature) => [...(feature.navigation ?? [])])),
    widgets: features.flatMap((feature) => [...(feature.widgets ?? [])]),
    realtime,
    slices: features.flatMap((feature) => [...(feature.slices ?? [])]),
    namespaces: features.flatMap((feature) => (feature.i18n ? [feature.i18n] : [])),
  };
}

/** The home sections in the order of the merchant template; sections it does not name are not shown. */
export function orderHomeSections(
  sections: readonly HomeSection[],
  templateOrder: readonly string[],
): HomeSection[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  return templateOrder.flatMap((id) => {
    const section = byId.get(id);
    return section ? [section] : [];
  });
}

/** The home sections a visitor sees, in the template's order: those whose gate passes. */
export function shownHomeSections(
  sections: readonly HomeSection[],
  templateOrder: readonly string[],
  gate: GateContext,
): HomeSection[] {
  return orderHomeSections(sections, templateOrder).filter((section) =>
    (section.visible ?? (() => true))(gate),
  );
}

/** Whether a widget shows on a path (its `hiddenOn` prefixes hide it). */
export function widgetShownOn(widget: FloatingWidget, pathname: string): boolean {
  return !(widget.hiddenOn ?? []).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix.replace(/\/$/, '')}/`),
  );
}
