export {
  defineFeature,
  type Access,
  type CentrePage,
  type FeatureI18n,
  type FeatureRoute,
  type FloatingWidget,
  type Gate,
  type GateContext,
  type HomeSection,
  type LazyComponent,
  type NavigationEntry,
  type RealtimeContext,
  type RealtimeEvent,
  type RealtimeHandler,
  type SiteFeature,
} from './feature';
export {
  createLinkRef,
  LinkResolverProvider,
  useLink,
  type LinkRef,
  type LinkResolver,
  type LinkTarget,
  type ResolvedLink,
} from './links';
export { assertComposable, bindLinks, type LinkBindings } from './bind-links';
