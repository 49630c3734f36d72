// The `@site/ui/safe-html` entry: server HTML rendering through the one allowlist sanitiser
// (DOMPurify with the site's policy, ADR 0160), loaded on first use.
export { loadSanitizer, SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export type { Sanitize } from './safe-html/sanitize-policy';
