import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { guardUrl } from '../url-guard/url-guard';
import { filterStyleDeclarations } from './style-allowlist';

/**
 * The one sanitiser policy for platform HTML (promotion, notice, publicity, help, inbox and
 * points-mall bodies). An allowlist: anything not named here is removed (ADR 0160).
 */

/** Text formatting, lists, tables, images and links; the legacy tags rich-text editors emit. */
export const ALLOWED_TAGS: readonly string[] = [
  // Text and blocks.
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'big',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'dfn',
  'time',
  'bdi',
  'bdo',
  'wbr',
  'font',
  'center',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'figure',
  'figcaption',
  'details',
  'summary',
  // Lists.
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // Tables.
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // Images and links.
  'img',
  'a',
];

/**
 * Named here so the policy reads as the issue states it; the allowlist already excludes them.
 * `svg` and `math` go whole (with their scripts and namespace tricks).
 */
export const FORBIDDEN_TAGS: readonly string[] = [
  'script',
  'style',
  'link',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'audio',
  'video',
  'source',
  'track',
  'portal',
  'dialog',
];

export const ALLOWED_ATTRIBUTES: readonly string[] = [
  'href',
  'target',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'loading',
  'style',
  'align',
  'valign',
  'dir',
  'lang',
  'id',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'span',
  'start',
  'reversed',
  'type',
  'border',
  'cellpadding',
  'cellspacing',
  'bgcolor',
  'color',
  'face',
  'size',
  'datetime',
  'open',
];

export const FORBIDDEN_ATTRIBUTES: readonly string[] = [
  'class',
  'name',
  'srcset',
  'sizes',
  'action',
  'formaction',
  'background',
  'ping',
  'download',
  'usemap',
  'xlink:href',
];

/** Links: http(s), mailto, tel, site-relative and in-page; the hook checks each with guardUrl. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  // `id` becomes `user-content-<id>`: no clobbering of `window` or `document` names.
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

const NAMED_PROPS_PREFIX = 'user-content-';

export type Sanitize = (html: string) => string;

/** The page's own origin, for deciding which links open in a new tab. */
function pageOrigin(view: WindowLike): string {
  try {
    return (view as unknown as Window).location.origin;
  } catch {
    return 'null';
  }
}

/**
 * A dedicated DOMPurify instance with the policy's hooks: the shared default instance stays
 * untouched, so no other code can add or remove a hook of this one.
 */
export function createSanitizer(factory: DOMPurify, view: WindowLike): Sanitize {
  const purify = factory(view);
  const scratch = (view as unknown as Window).document.createElement('span');
  const origin = pageOrigin(view);

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;

    const style = element.getAttribute('style');
    if (style !== null) {
      const kept = filterStyleDeclarations((element as HTMLElement).style, scratch.style);
      if (kept) element.setAttribute('style', kept);
      else element.removeAttribute('style');
    }

    const tag = element.tagName.toLowerCase();
    if (tag === 'img') {
      const src = guardUrl(element.getAttribute('src'), { allowImageData: true });
      if (src === null) element.removeAttribute('src');
      else element.setAttribute('src', src);
      return;
    }
    if (tag !== 'a') {
      element.removeAttribute('target');
      return;
    }

    const raw = element.getAttribute('href');
    if (raw === null) {
      element.removeAttribute('target');
      element.removeAttribute('rel');
      return;
    }
    const trimmed = raw.trim();
    if (trimmed.startsWith('#')) {
      // In-page anchor: point at the prefixed id the content's own headings now carry.
      const fragment = trimmed.slice(1);
      element.setAttribute(
        'href',
        fragment === '' || fragment.startsWith(NAMED_PROPS_PREFIX)
          ? trimmed
          : `#${NAMED_PROPS_PREFIX}${fragment}`,
      );
      element.removeAttribute('target');
      element.removeAttribute('rel');
      return;
    }
    const href = guardUrl(trimmed, { allowContact: true });
    if (href === null) {
      element.removeAttribute('href');
      element.removeAttribute('target');
      element.removeAttribute('rel');
      return;
    }
    element.setAttribute('href', href);
    const contact = /^(mailto|tel):/i.test(href);
    let external = false;
    if (!contact && !href.startsWith('/')) {
      try {
        external = new URL(href).origin !== origin;
      } catch {
        external = true;
      }
    }
    // Only `_blank` survives (never `_top`, `_parent` or a named frame); other sites always open
    // in a new tab, and every link is cut from this window (no opener, no referrer).
    const target = element.getAttribute('target');
    if (!contact && (external || target?.trim().toLowerCase() === '_blank')) {
      element.setAttribute('target', '_blank');
    } else {
      element.removeAttribute('target');
    }
    element.setAttribute('rel', 'noopener noreferrer');
  });

  return (html: string) => purify.sanitize(html, SANITIZE_CONFIG) as string;
}
