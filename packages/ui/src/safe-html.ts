// The `@site/ui/safe-html` entry: server HTML rendering, with DOMPurify loaded on first use.
export { loadSanitizer, SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
