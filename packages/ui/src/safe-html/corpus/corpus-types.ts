/** The categories of the XSS corpus (issue 11, item 3). */
export const CORPUS_CATEGORIES = [
  'script-and-handlers',
  'dangerous-urls',
  'namespace-confusion',
  'mutation-xss',
  'dom-clobbering',
  'css',
  'parser-tricks',
] as const;

export type CorpusCategory = (typeof CORPUS_CATEGORIES)[number];

export interface XssVector {
  /** Position in the corpus; the payload of the vector calls the hook with this number. */
  id: number;
  category: CorpusCategory;
  source: 'generated' | 'hand-written';
  /** How the vector was built (element, handler, encoding...), for reading failures. */
  note: string;
  html: string;
  /** DOM clobbering only: the `window.`/`document.` names the vector tries to replace. */
  clobbers?: string[];
}

/**
 * Placeholders in hand-written vectors, replaced with the vector's own id:
 * - `{X}`: `__xss(id)` (code that runs in the document the HTML is inserted into);
 * - `{PX}`: `parent.__xss(id)` (code in a nested frame, or a `javascript:` URL);
 * - `{MSG}`: a `postMessage` to the parent (code in an opaque-origin `data:` document);
 * - `{ID}`: the bare id (for payloads that encode the call themselves).
 */
export function fillPayload(template: string, id: number): string {
  return template
    .replaceAll('{X}', `__xss(${id})`)
    .replaceAll('{PX}', `parent.__xss(${id})`)
    .replaceAll('{MSG}', `parent.postMessage('__xss:${id}','*')`)
    .replaceAll('{ID}', String(id));
}
