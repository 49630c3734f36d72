export {
  defineDialog,
  defineFeature,
  type Access,
  type CentrePage,
  type DialogProps,
  type FeatureDialog,
  type FeatureI18n,
  type FeatureRoute,
  type FeatureSlice,
  type FloatingWidget,
  type Gate,
  type GateContext,
  type HomeSection,
  type LazyAvailability,
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
export {
  AccessGuardProvider,
  evaluateAccess,
  TRIAL_ACCOUNT,
  useAccessGuard,
  type AccessDenial,
  type AccessGuard,
  type AccessSubject,
} from './access';
export {
  createDialogRef,
  DialogOpenerProvider,
  useDialogs,
  type DialogOpener,
  type DialogRef,
} from './dialogs';
