import { fillPayload, type CorpusCategory, type XssVector } from './corpus-types';
import { HAND_WRITTEN } from './hand-written-vectors';

/** Every HTML element name, plus the SVG and MathML roots (handlers are tried on each). */
// prettier-ignore
const ELEMENTS = [
  'a', 'abbr', 'acronym', 'address', 'applet', 'area', 'article', 'aside', 'audio', 'b', 'base',
  'basefont', 'bdi', 'bdo', 'bgsound', 'big', 'blink', 'blockquote', 'body', 'br', 'button',
  'canvas', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'data', 'datalist', 'dd',
  'del', 'details', 'dfn', 'dialog', 'dir', 'div', 'dl', 'dt', 'em', 'embed', 'fieldset',
  'figcaption', 'figure', 'font', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'i', 'iframe', 'image', 'img', 'input',
  'ins', 'kbd', 'keygen', 'label', 'legend', 'li', 'link', 'listing', 'main', 'map', 'mark',
  'marquee', 'menu', 'meta', 'meter', 'nav', 'nobr', 'noembed', 'noframes', 'noscript', 'object',
  'ol', 'optgroup', 'option', 'output', 'p', 'param', 'picture', 'plaintext', 'pre', 'progress',
  'q', 'rp', 'rt', 'ruby', 's', 'samp', 'search', 'section', 'select', 'slot', 'small', 'source',
  'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'template',
  'textarea', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video',
  'wbr', 'xmp', 'svg', 'math',
] as const;

// prettier-ignore
const VOID = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img',
  'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Handler shapes: each fires without a user in a live document, or on the runner's events. */
const HANDLER_SHAPES: ReadonlyArray<{ note: string; attrs: string }> = [
  { note: 'onerror with a broken source', attrs: 'src="x" poster="x" data="x" onerror="{X}"' },
  { note: 'onfocus with autofocus', attrs: 'autofocus tabindex="1" onfocus="{X}"' },
  {
    note: 'onanimationstart',
    attrs: 'style="animation-name:xss-spin;animation-duration:1ms" onanimationstart="{X}"',
  },
  {
    note: 'pointer, click, load, toggle, begin',
    attrs: 'onmouseover="{X}" onclick="{X}" onload="{X}" ontoggle="{X}" onbegin="{X}" open',
  },
];

/** Containers a `<script>` is hidden in (tables, foreign content, raw-text elements...). */
// prettier-ignore
const SCRIPT_CONTAINERS = [
  'div', 'p', 'span', 'table', 'td', 'ul', 'li', 'a', 'b', 'font', 'center', 'form', 'select',
  'option', 'textarea', 'title', 'noscript', 'template', 'svg', 'math', 'iframe', 'object',
  'details', 'xmp', 'noembed', 'noframes', 'style', 'caption', 'button', 'label',
] as const;

const SCHEME_ENCODINGS: ReadonlyArray<{ note: string; scheme: string }> = [
  { note: 'plain', scheme: 'javascript:' },
  { note: 'mixed case', scheme: 'JaVaScRiPt:' },
  { note: 'leading space and newline', scheme: ' \n javascript:' },
  { note: 'leading control entity', scheme: '&#1;javascript:' },
  { note: 'leading space entity', scheme: '&#x20;javascript:' },
  { note: 'first letter decimal entity', scheme: '&#106;avascript:' },
  {
    note: 'all decimal entities',
    scheme: '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;',
  },
  {
    note: 'all hex entities',
    scheme: '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;',
  },
  {
    note: 'padded decimal entities without semicolons',
    scheme:
      '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058',
  },
  {
    note: 'hex entities without semicolons',
    scheme: '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A',
  },
  { note: 'tab entity inside', scheme: 'java&#9;script:' },
  { note: 'named tab inside', scheme: 'java&Tab;script:' },
  { note: 'newline entity inside', scheme: 'java&#10;script:' },
  { note: 'named newline inside', scheme: 'java&NewLine;script:' },
  { note: 'carriage return inside', scheme: 'java&#13;script:' },
  { note: 'named colon', scheme: 'javascript&colon;' },
  { note: 'hex colon', scheme: 'javascript&#x3A;' },
  { note: 'percent-encoded body', scheme: 'javascript:%70arent.' },
  { note: 'percent-encoded first letter (relative, must stay harmless)', scheme: '%6Aavascript:' },
];

/** Attributes that take a URL, on the elements that honour them. `$U` is the URL. */
const URL_CONTEXTS: ReadonlyArray<{ note: string; html: string }> = [
  { note: 'a href', html: '<a href="$U">a</a>' },
  { note: 'a href around img', html: '<a href="$U"><img src="/x.png" alt="i"></a>' },
  { note: 'area href', html: '<map name="m"><area href="$U" shape="rect" coords="0,0,9,9"></map>' },
  { note: 'img src', html: '<img src="$U">' },
  { note: 'iframe src', html: '<iframe src="$U"></iframe>' },
  { note: 'form action', html: '<form action="$U"><input type="submit" value="s"></form>' },
  { note: 'button formaction', html: '<form><button formaction="$U">b</button></form>' },
  { note: 'input image', html: '<input type="image" src="$U" formaction="$U">' },
  { note: 'object data', html: '<object data="$U"></object>' },
  { note: 'embed src', html: '<embed src="$U">' },
  {
    note: 'svg a xlink:href',
    html: '<svg><a xlink:href="$U"><text x="9" y="9">t</text></a></svg>',
  },
  { note: 'svg a href', html: '<svg><a href="$U"><text x="9" y="9">t</text></a></svg>' },
  { note: 'math href', html: '<math><mi href="$U">m</mi></math>' },
  { note: 'link href', html: '<link rel="stylesheet" href="$U">' },
  { note: 'video poster', html: '<video poster="$U"></video>' },
  { note: 'table background', html: '<table background="$U"><tr><td>t</td></tr></table>' },
  { note: 'blockquote cite', html: '<blockquote cite="$U">q</blockquote>' },
  { note: 'frame src in frameset', html: '<frameset><frame src="$U"></frameset>' },
];

/** Other script-capable URLs: `vbscript:` and `data:` documents, plain and encoded. */
const OTHER_URLS: ReadonlyArray<{ note: string; url: string }> = [
  { note: 'vbscript', url: 'vbscript:msgbox({ID})' },
  { note: 'vbscript entities', url: '&#118;&#98;script:msgbox({ID})' },
  { note: 'data html', url: 'data:text/html,&lt;script&gt;{MSG}&lt;/script&gt;' },
  {
    note: 'data html percent-encoded',
    url: 'data:text/html,%3Cscript%3E{MSG}%3C%2Fscript%3E',
  },
  {
    note: 'data html entity scheme',
    url: '&#100;ata:text/html,&lt;script&gt;{MSG}&lt;/script&gt;',
  },
  {
    note: 'data svg',
    url: 'data:image/svg+xml,&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot; onload=&quot;{MSG}&quot;/&gt;',
  },
];
const OTHER_URL_CONTEXTS = [
  'a href',
  'iframe src',
  'object data',
  'embed src',
  'form action',
  'img src',
];

/** Namespaces and integration points the parser switches in and out of. */
const NAMESPACE_WRAPPERS: ReadonlyArray<{ open: string; close: string }> = [
  { open: '<svg>', close: '</svg>' },
  { open: '<math>', close: '</math>' },
  { open: '<svg><foreignObject>', close: '</foreignObject></svg>' },
  { open: '<svg><desc>', close: '</desc></svg>' },
  { open: '<math><mtext>', close: '</mtext></math>' },
  { open: '<math><mi>', close: '</mi></math>' },
  { open: '<math><annotation-xml encoding="text/html">', close: '</annotation-xml></math>' },
  { open: '<math><mtext><table><mglyph>', close: '</mglyph></table></mtext></math>' },
  { open: '<form><math><mtext></form><form><mglyph>', close: '</mglyph></math>' },
];

/** Raw-text and escapable raw-text elements: content that one parse reads as text, another as markup. */
// prettier-ignore
const RAW_TEXT = [
  'style', 'title', 'textarea', 'xmp', 'noembed', 'noframes', 'iframe', 'noscript', 'script',
] as const;

// prettier-ignore
const MUTATION_CONTAINERS = [
  'noscript', 'template', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes',
  'select', 'option', 'table', 'svg', 'math', 'a',
] as const;

const MUTATION_SHAPES: ReadonlyArray<{ note: string; html: string }> = [
  {
    note: 'closing tag inside a p title',
    html: '<$C><p title="</$C><img src=x onerror={X}>"></$C>',
  },
  {
    note: 'closing tag inside an img alt',
    html: '<$C><img alt="</$C><img src=x onerror={X}>"></$C>',
  },
  { note: 'style inside', html: '<$C><style></$C><img src=x onerror={X}></style></$C>' },
  { note: 'inside template', html: '<template><$C></template><img src=x onerror={X}></$C>' },
  { note: 'comment inside', html: '<$C><!--</$C><img src=x onerror={X}>--></$C>' },
];

// prettier-ignore
const CLOBBER_TARGETS = [
  'cookie', 'domain', 'body', 'head', 'forms', 'images', 'getElementById', 'querySelector',
  'createElement', 'defaultView', 'currentScript', 'documentElement', 'implementation',
  'siteConfig', 'siteSettings', '__xssGadget', 'attributes', 'nodeName', 'parentNode', 'title',
] as const;

/** `name` clobbers `document` and `window`; `id` clobbers `window`. */
const CLOBBER_SHAPES: ReadonlyArray<{ note: string; html: string; on: 'document' | 'window' }> = [
  { note: 'img name', html: '<img name="T" src="/x.png">', on: 'document' },
  { note: 'form name', html: '<form name="T"></form>', on: 'document' },
  { note: 'embed name', html: '<embed name="T">', on: 'document' },
  { note: 'object name', html: '<object name="T"></object>', on: 'document' },
  { note: 'a id', html: '<a id="T" href="/x">a</a>', on: 'window' },
  { note: 'img id', html: '<img id="T" src="/x.png">', on: 'window' },
  { note: 'form id with inputs', html: '<form id="T"><input name="value"></form>', on: 'window' },
];

type Draft = {
  category: CorpusCategory;
  source: XssVector['source'];
  note: string;
  html: string;
  clobbers?: string[];
};

function* drafts(): Generator<Draft> {
  for (const element of ELEMENTS) {
    for (const shape of HANDLER_SHAPES) {
      const close = VOID.has(element) ? '' : `x</${element}>`;
      yield {
        category: 'script-and-handlers',
        source: 'generated',
        note: `<${element}> ${shape.note}`,
        html: `<${element} ${shape.attrs}>${close}`,
      };
    }
  }
  for (const container of SCRIPT_CONTAINERS) {
    yield {
      category: 'script-and-handlers',
      source: 'generated',
      note: `script inside <${container}>`,
      html: `<${container}><script>{X}</script></${container}>`,
    };
  }
  for (const context of URL_CONTEXTS) {
    for (const encoding of SCHEME_ENCODINGS) {
      const body = encoding.note === 'percent-encoded body' ? '__xss({ID})' : '{PX}';
      yield {
        category: 'dangerous-urls',
        source: 'generated',
        note: `${context.note}, javascript: ${encoding.note}`,
        html: context.html.replaceAll('$U', `${encoding.scheme}${body}`),
      };
    }
  }
  for (const context of URL_CONTEXTS.filter((c) => OTHER_URL_CONTEXTS.includes(c.note))) {
    for (const other of OTHER_URLS) {
      yield {
        category: 'dangerous-urls',
        source: 'generated',
        note: `${context.note}, ${other.note}`,
        html: context.html.replaceAll('$U', other.url),
      };
    }
  }
  for (const wrapper of NAMESPACE_WRAPPERS) {
    for (const raw of RAW_TEXT) {
      yield {
        category: 'namespace-confusion',
        source: 'generated',
        note: `${wrapper.open} <${raw}> with markup inside`,
        html: `${wrapper.open}<${raw}><img src=x onerror={X}></${raw}>${wrapper.close}`,
      };
      yield {
        category: 'namespace-confusion',
        source: 'generated',
        note: `${wrapper.open} <${raw}> closed inside an attribute`,
        html: `${wrapper.open}<${raw}><a title="</${raw}><img src=x onerror={X}>"></a></${raw}>${wrapper.close}`,
      };
    }
  }
  for (const container of MUTATION_CONTAINERS) {
    for (const shape of MUTATION_SHAPES) {
      yield {
        category: 'mutation-xss',
        source: 'generated',
        note: `<${container}> ${shape.note}`,
        html: shape.html.replaceAll('$C', container),
      };
    }
  }
  for (const target of CLOBBER_TARGETS) {
    for (const shape of CLOBBER_SHAPES) {
      yield {
        category: 'dom-clobbering',
        source: 'generated',
        note: `${shape.note} ${target}`,
        html: shape.html.replaceAll('"T"', `"${target}"`),
        clobbers:
          shape.on === 'document'
            ? [`document.${target}`, `window.${target}`]
            : [`window.${target}`],
      };
    }
  }
  for (const vector of HAND_WRITTEN) yield { ...vector, source: 'hand-written' };
}

/** The whole corpus, numbered; each vector's payload calls the hook with its own id. */
export function generateCorpus(): XssVector[] {
  return [...drafts()].map((draft, id) => ({
    id,
    category: draft.category,
    source: draft.source,
    note: draft.note,
    html: fillPayload(draft.html, id),
    ...(draft.clobbers ? { clobbers: draft.clobbers } : {}),
  }));
}
