import {
  createClient,
  createSiteStorage,
  createSiteStore,
  errorPolicy,
  errorPolicyInputFrom,
  rootReducer,
  signOut,
  type SiteClient,
  type SiteStorage,
  type SiteStore,
} from '@site/api-core';
import type { CipherScheme } from '@site/api-core/cipher';
import type { SiteFeature } from '@site/feature-api';
import { createNoticeBus, type NoticeBus } from './outcome-bus';

/** What the whole shell shares: one client, one storage, one store, one notice bus. */
export interface ShellServices {
  client: SiteClient;
  storage: SiteStorage;
  store: SiteStore;
  notices: NoticeBus;
}

export interface ShellServicesOptions {
  /** `fetch` to use (tests pass MSW's patched global; default the global). */
  fetch?: typeof fetch;
  storage?: SiteStorage;
  /** `location.protocol`, for the 504 rule of the error policy. */
  protocol?: string;
  /** The current language code for the `Language` header. */
  language?: () => string;
  /** The merchant's payload scheme for encrypted calls (the theme's `behaviour.payloadCipher`, ADR 0167). */
  cipherScheme?: CipherScheme;
  /** The merchant code resolved at start-up; the client sends it on every platform call. */
  merchantCode?: string;
}

/** Injects the features' slices into the root reducer (combineSlices' lazy slices). */
export function injectFeatureSlices(features: readonly SiteFeature[]): void {
  for (const feature of features) {
    for (const slice of feature.slices ?? [])
      rootReducer.inject({ reducerPath: slice.reducerPath, reducer: slice.reducer });
  }
}

/**
 * Creates the shell's services. Every failed platform call goes through api-core's error policy;
 * the outcome lands on the notice bus, which the dialog host renders. A 401 or a logout code ends
 * the session at once (the dialog only informs, so Escape cannot keep a dead token); domain
 * checks and third-party calls handle their own failures and never log anyone out (ADR 0064).
 */
export function createShellServices(
  features: readonly SiteFeature[],
  options: ShellServicesOptions = {},
): ShellServices {
  const storage = options.storage ?? createSiteStorage();
  const notices = createNoticeBus();
  const protocol =
    options.protocol ?? (typeof location === 'undefined' ? 'https:' : location.protocol);
  const client = createClient({
    storage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.cipherScheme ? { cipherScheme: options.cipherScheme } : {}),
    ...(options.merchantCode ? { merchantCode: options.merchantCode } : {}),
    onError(error, context) {
      if (error.kind === 'aborted' || context.call.origin !== 'platform') return;
      const outcome = errorPolicy(
        errorPolicyInputFrom(error, { call: context.call, options: context.options }, protocol),
      );
      if (outcome.type === 'silent') return;
      if (outcome.type === 'log') {
        console.warn(`[site] ${context.call.id} answered ${outcome.status}`);
        return;
      }
      if (outcome.type === 'warning' && outcome.onConfirm !== 'none') {
        if (!storage.token()) return;
        void store.dispatch(signOut({ callServer: false }));
      }
      notices.emit(outcome);
    },
  });
  injectFeatureSlices(features);
  const onSignOut = features.flatMap((feature) => (feature.onSignOut ? [feature.onSignOut] : []));
  const store = createSiteStore({ client, onSignOut });
  return { client, storage, store, notices };
}
