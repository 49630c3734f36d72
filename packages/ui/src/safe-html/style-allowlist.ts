/**
 * The CSS properties platform HTML (promotions, notices, help, inbox) may keep in a `style`
 * attribute: colour, font, text alignment, spacing, sizes, borders and backgrounds without images.
 * Everything that can lift content out of its box or cover the page (`position`, `z-index`,
 * `inset`, `top`, `transform`, `float` over the header...), load a resource (`url()`,
 * `image-set()`, `list-style-image`, `border-image`, `cursor`) or run code (`expression()`,
 * `behavior`, `-moz-binding`) is dropped.
 *
 * Matching is on longhand names after the browser has parsed the declaration list, so shorthands
 * (`font`, `border`, `background`, `margin`) work, and CSS escapes or comments cannot smuggle a
 * property or a function name past the check: the browser's own parser decides what the browser
 * will apply.
 */
export const ALLOWED_STYLE_PROPERTIES: readonly RegExp[] = [
  // Colour.
  /^color$/,
  /^background-color$/,
  // Font and text.
  /^font-(family|size|style|weight|stretch|variant(-[a-z-]+)?|kerning|size-adjust|feature-settings|optical-sizing|variation-settings|language-override)$/,
  /^line-height$/,
  /^letter-spacing$/,
  /^word-spacing$/,
  /^text-(align|align-last|indent|transform|decoration-(line|style|color|thickness)|underline-offset|underline-position|shadow|wrap(-mode|-style)?)$/,
  /^white-space(-collapse)?$/,
  /^text-wrap(-mode|-style)?$/,
  /^word-break$/,
  /^overflow-wrap$/,
  /^vertical-align$/,
  /^direction$/,
  /^list-style-(type|position)$/,
  // Spacing (negative margins are refused below).
  /^(margin|padding)-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)$/,
  // Sizes.
  /^(min-|max-)?(width|height)$/,
  /^box-sizing$/,
  // Borders (never `border-image-*`: it loads an image).
  /^border-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)-(width|style|color)$/,
  /^border-(top-left|top-right|bottom-left|bottom-right|start-start|start-end|end-start|end-end)-radius$/,
  /^border-(collapse|spacing)$/,
  // Tables.
  /^(table-layout|caption-side|empty-cells)$/,
  // Backgrounds without images (a gradient is allowed, `url()` is not: see UNSAFE_VALUE).
  /^background-(image|position-x|position-y|size|repeat|origin|clip)$/,
  // Layout inside the flow.
  /^display$/,
  /^text-overflow$/,
];

/** Display values that stay in the flow of the content box. */
const ALLOWED_DISPLAY = new Set([
  'block',
  'inline',
  'inline-block',
  'none',
  'list-item',
  'table',
  'table-row',
  'table-cell',
  'table-caption',
  'table-row-group',
  'table-header-group',
  'table-footer-group',
  'table-column',
  'table-column-group',
  'flow-root',
]);

/**
 * Values that load something or run something, checked after the browser serialised them
 * (escapes resolved): any `url(`, image functions, legacy `expression(`, and variable references
 * whose value we cannot see.
 */
const UNSAFE_VALUE =
  /url\s*\(|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|paint\s*\(|expression\s*\(|var\s*\(|env\s*\(|attr\s*\(|src\s*\(|javascript:|vbscript:|[\\<>]/i;

/** A negative length, percentage or calculation in a margin could pull content over the page. */
const NEGATIVE = /(^|[\s(,])-\s*[\d.]|calc\s*\(|min\s*\(|max\s*\(|clamp\s*\(/i;

export function isAllowedStyleProperty(name: string): boolean {
  return ALLOWED_STYLE_PROPERTIES.some((pattern) => pattern.test(name));
}

function allowedValue(name: string, value: string): boolean {
  if (value === '' || UNSAFE_VALUE.test(value)) return false;
  if (name.startsWith('margin-') && NEGATIVE.test(value)) return false;
  if (name === 'display' && !ALLOWED_DISPLAY.has(value.trim().toLowerCase())) return false;
  return true;
}

/**
 * Copies the allowed declarations of `parsed` (the browser's parse of the author's `style`) into
 * `target` (an empty declaration block of a scratch element) and returns the serialised result,
 * `''` when nothing survives. `!important` is not copied.
 */
export function filterStyleDeclarations(
  parsed: CSSStyleDeclaration,
  target: CSSStyleDeclaration,
): string {
  target.cssText = '';
  for (let index = 0; index < parsed.length; index += 1) {
    const name = parsed.item(index).toLowerCase();
    if (!isAllowedStyleProperty(name)) continue;
    const value = parsed.getPropertyValue(name);
    if (!allowedValue(name, value)) continue;
    target.setProperty(name, value);
  }
  const result = target.cssText;
  // The serialisation is checked once more as a whole: a shorthand the browser rebuilt must not
  // reintroduce anything the per-property check refused.
  return UNSAFE_VALUE.test(result) ? '' : result;
}
