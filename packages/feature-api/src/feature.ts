import type { Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LanguageCode, NamespaceDefinition } from '@site/i18n';
import type { FlagMap, WhitelabelModuleId } from '@site/theme';
import type { ComponentType } from 'react';
import type { DialogRef } from './dialogs';
import type { LinkRef } from './links';

/** A lazily loaded component, in react-router's `lazy` shape: the code loads on first use. */
export type LazyComponent<Props = object> = () => Promise<{ Component: ComponentType<Props> }>;

/**
 * Who may open a route or page:
 * - `public`: anyone;
 * - `signedIn`: a token is needed (visitors get `in_sorry_in`, or the login popup when
 *   `shellSet.loginPop` is set);
 * - `realAccount`: signed in and not a trial account (isAgent 4 gets `in_need_true_account`).
 */
export type Access = 'public' | 'signedIn' | 'realAccount';

/** What the gating predicates of pages and entries can see (account-access.md section 6). */
export interface GateContext {
  flag: (id: WhitelabelModuleId) => boolean;
  flags: FlagMap;
  signedIn: boolean;
  /** `isAgent` of the member; null for visitors. */
  isAgent: number | null;
  /** `toUpline` of the member; null for visitors. */
  toUpline: number | null;
  /** A merchant with a single wallet hides fund transfer. */
  singleWallet: boolean;
  /** Whether a promotion type (MISSION, REFERRAL, ...) is enabled in `availablePromo`. */
  promoEnabled: (type: string) => boolean;
  /** Whether the member has a rebate available (PLYRBT bonus details). */
  hasRebate: boolean;
}

export type Gate = (context: GateContext) => boolean;

/**
 * Whether a centre page has something to show, read from server data its owner holds (ADR 0199):
 * a hook the centre's menu calls once the page's `visible` gate passed. `true` shows the entry;
 * `false` hides it; `undefined` (still loading, or failed) hides it too. The hook loads lazily, so
 * the data code stays out of the initial JavaScript.
 */
export type LazyAvailability = () => Promise<{ useAvailable: () => boolean | undefined }>;

/** What a route's `prefetch` is given (ADR 0205). */
export interface PrefetchContext {
  /** The store's dispatch, for the feature's own endpoints (`api.util.prefetch`). */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  /** The query string of the page being opened (the page's state, e.g. the lobby's tab). */
  search: URLSearchParams;
  /** The language the page renders in (the `language` argument of its calls). */
  language: LanguageCode;
  /** The merchant of this visit, as the client sends it. */
  merchantCode: string;
  /**
   * Whether the visit is signed in, once start-up has restored the member from the token; `false`
   * in the early run of a visitor's first home section (ADR 0208): for a call whose platform name
   * differs for visitors and members (the announcements).
   */
  signedIn: boolean;
}

/**
 * Starts the calls a page (or the home page's first section) makes on its first render, with
 * exactly the arguments it will use, so RTK Query answers it from the same request (ADR 0208). A
 * page's runs at most once, for the page a visit lands on, once start-up has ended and the chunk
 * has arrived, and never when the site is closed (maintenance, region). A visitor's first home
 * section's may also run before start-up has ended, so it must not rely on start-up's data. Of
 * the member, it may read only `signedIn`.
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

/** A route's page module, or a home section's: the component and, optionally, what it asks for first. */
export interface RouteModule {
  Component: ComponentType;
  prefetch?: RoutePrefetch;
}

export interface FeatureRoute {
  /** Path relative to the site root, e.g. `login`, `register.html`, `electron`. */
  path: string;
  access?: Access;
  /** Loads the page (react-router's `lazy` shape), with its optional `prefetch`. */
  lazy: () => Promise<RouteModule>;
  /** Whether the shell layout (header, footer) wraps the page; full-screen pages opt out. */
  layout?: 'site' | 'bare';
}

/** A page of the member centre or the agent centre (account-access.md section 2). */
export interface CentrePage {
  /** The spec's page id, e.g. `rewardCenter`, `agentTeamOverview`. */
  id: string;
  /** i18n key (in the feature's namespace) of the menu label. */
  labelKey: string;
  lazy: LazyComponent;
  /** Extra gating by flags and roles; the centre's own access rules apply first. */
  visible?: Gate;
  /**
   * Data-aware availability, checked after `visible`: the menu lists the page only while the
   * loaded hook answers `true` (for example a contract page whose kind has entries).
   */
  available?: LazyAvailability;
  /** Ids that open this page instead (signInTask, newbieTask, rescueTask, promoList -> rewardCenter). */
  aliases?: readonly string[];
  /** Order in the menu; lower first. */
  order?: number;
  /** A count shown as a badge on the menu entry (for example the mission count). */
  useBadgeCount?: () => number;
}

/** A section of the home page; the merchant's template orders them by id. */
export interface HomeSection {
  id: string;
  /**
   * Loads the section. Its `prefetch`, if any, runs when the visit lands on the home page and the
   * section is the first one shown: for a visitor also before start-up has ended, picked from the
   * theme's templates (ADR 0208).
   */
  lazy: () => Promise<RouteModule>;
  visible?: Gate;
}

/** An entry of the header's category navigation. */
export interface NavigationEntry {
  id: string;
  labelKey: string;
  to: string;
  order?: number;
  visible?: Gate;
}

/** A floating widget placed by the shell (chat button, mini-game, quick-bet panel, ...). */
export interface FloatingWidget {
  id: string;
  lazy: LazyComponent;
  placement: 'bottom-right' | 'bottom-left' | 'right-bar';
  visible?: Gate;
  /** Route prefixes on which the widget is hidden. */
  hiddenOn?: readonly string[];
}

/**
 * A dialog a feature contributes to the whole site (the login modal, the second-factor dialog,
 * the bind-account dialog, ...), under the ref the feature created for it (`createDialogRef`).
 * The shell mounts it when anyone calls `useDialogs().open(ref, params)`.
 */
export interface FeatureDialog {
  ref: DialogRef<unknown>;
  lazy: LazyComponent<DialogProps>;
}

/**
 * A feature's dialog: its component's params are checked against its ref's here, once, so the
 * shell can mount every dialog alike.
 */
export function defineDialog<Params>(
  ref: DialogRef<Params>,
  load: () => Promise<ComponentType<DialogProps<Params>>>,
): FeatureDialog {
  return {
    ref,
    lazy: async () => ({ Component: (await load()) as ComponentType<DialogProps> }),
  };
}

export interface DialogProps<Params = unknown> {
  /** What the opener passed to `open(ref, params)`. */
  params: Params;
  onClose: () => void;
}

/** A real-time notification as delivered by the notification socket. */
export interface RealtimeEvent {
  type: string;
  content: unknown;
}

/** What a real-time handler may do; the shell implements it. */
export interface RealtimeContext {
  toast: (message: {
    titleKey?: string;
    title?: string;
    body?: string;
    tone?: 'info' | 'success' | 'warning' | 'danger';
  }) => void;
  refreshBalance: () => void;
  dispatch: (action: unknown) => unknown;
  gate: GateContext;
}

export type RealtimeHandler = (event: RealtimeEvent, context: RealtimeContext) => void;

/**
 * How a feature ships its translations: one namespace, loaded lazily per language, in the i18n
 * registry's own shape (`defineNamespace` of @site/i18n), which the shell registers as it is.
 */
export type FeatureI18n = NamespaceDefinition;

/** A slice the shell injects into the root reducer (`rootReducer.inject`). */
export interface FeatureSlice {
  readonly reducerPath: string;
  readonly reducer: Reducer;
}

/**
 * The one object a feature package hands the shell. Everything is declarative; the shell builds the
 * router, the store and the i18n resources from the list of features and binds their links.
 */
export interface SiteFeature {
  /** Unique, kebab-case: `auth`, `games`, `points`. */
  id: string;
  i18n?: FeatureI18n;
  routes?: readonly FeatureRoute[];
  /**
   * The RTK Query API object returned by the feature's `injectEndpoints` call on the one base
   * API. Listing it makes the injection happen when the shell composes the feature, and the
   * shell refuses a feature whose endpoints live on another `createApi` (ADR 0190).
   */
  endpoints?: { readonly reducerPath: string; readonly endpoints: object };
  /** Slices injected into the root reducer with `combineSlices(...).inject`. */
  slices?: readonly FeatureSlice[];
  dialogs?: readonly FeatureDialog[];
  memberCentre?: readonly CentrePage[];
  agentCentre?: readonly CentrePage[];
  homeSections?: readonly HomeSection[];
  navigation?: readonly NavigationEntry[];
  widgets?: readonly FloatingWidget[];
  realtime?: Readonly<Record<string, RealtimeHandler>>;
  /** Links to places this feature does not own; the shell binds them. */
  links?: Readonly<Record<string, LinkRef>>;
  /**
   * The whitelabel module ids the feature reads. The shell's flag table
   * (`docs/flags.md`, generated from the composed features and checked by a test) lists them.
   */
  flags?: readonly WhitelabelModuleId[];
  /**
   * What the feature forgets on every sign-out (pending credentials, a provider session, its
   * own storage keys). The shell registers it with the one session module (ADR 0064), so the
   * logout dialog, a 401 and a logout code all run it.
   */
  onSignOut?: (dispatch: (action: unknown) => unknown) => void | Promise<void>;
}

/** Identity helper that checks a feature object against the contract. */
export function defineFeature<const F extends SiteFeature>(feature: F): F {
  return feature;
}
