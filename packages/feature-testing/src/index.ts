// @site/feature-testing: the harness feature packages share for unit tests (with ./vitest) and
// stories (./story). Test and story files only; feature source never imports it (ADR 0002).
export {
  createFeatureTestStore,
  SANDBOX_ORIGIN,
  sandboxSignIn,
  type FeatureTestStoreOptions,
  type SandboxMerchant,
} from './store';
export { renderFeature, type RenderFeatureOptions, type RenderedFeature } from './render';
