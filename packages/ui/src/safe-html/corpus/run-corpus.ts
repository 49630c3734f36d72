import type { CorpusCategory, XssVector } from './corpus-types';

/**
 * Runs XSS vectors in live documents of the real browser and counts what got through.
 *
 * Each vector gets its own same-origin frame. Its HTML (after `transform`, the sanitiser or the
 * identity for the control run) is inserted twice: through `innerHTML` (what React's
 * `dangerouslySetInnerHTML` does) and through `createContextualFragment` (which runs scripts).
 * Then every element is hovered, clicked and focused (links to anything but `javascript:` and
 * form submissions to anything but `javascript:` are cancelled, so nothing navigates away), and
 * the runner waits for load, error, toggle and animation events.
 *
 * Counted per vector: an execution (the payload called `__xss(id)`, posted `__xss:id`, or
 * called `alert`/`confirm`/`prompt`), a `javascript:` URL left in any attribute, another
 * script-capable URL left (`vbscript:`, a `data:` URL other than a raster `img` source), and a
 * clobbered `window`/`document` name.
 */
export interface CorpusFinding {
  id: number;
  category: CorpusCategory;
  note: string;
  detail: string;
}

export interface CorpusReport {
  vectors: number;
  executed: CorpusFinding[];
  javascriptUrls: CorpusFinding[];
  otherScriptUrls: CorpusFinding[];
  clobbered: CorpusFinding[];
  /** Executions the runner could not attribute to a vector (an `alert` with no id). */
  unattributed: number;
}

type Hooked = Window & {
  __xss?: (id: unknown) => void;
};

const BATCH = 80;
const SETTLE_MS = 300;
const SVG_NS = 'http://www.w3.org/2000/svg';
const RASTER_IMG = /^data:image\/(png|jpeg|jpg|gif|webp);base64,/;
// eslint-disable-next-line no-control-regex
const URL_NOISE = /[\u0000-\u0020]/g;

// Vectors clobber names on their own document and forms (`<img name=createElement>`,
// `<form><input name=attributes>`): the runner reads the DOM through the prototypes only.
const proto = <T>(target: object, name: string) =>
  Object.getOwnPropertyDescriptor(target, name) as TypedPropertyDescriptor<T>;
const attributesOf = (element: Element): NamedNodeMap =>
  (proto<NamedNodeMap>(Element.prototype, 'attributes').get as () => NamedNodeMap).call(element);
const tagOf = (element: Element): string =>
  (proto<string>(Element.prototype, 'tagName').get as () => string).call(element).toLowerCase();
const allIn = (root: Element): Element[] => [...Element.prototype.querySelectorAll.call(root, '*')];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const frames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function readPath(win: Window, path: string): unknown {
  const [root, name] = path.split('.') as [string, string];
  const holder = (root === 'document' ? win.document : win) as unknown as Record<string, unknown>;
  try {
    return holder[name];
  } catch {
    return undefined;
  }
}

function isDomNode(win: Window, value: unknown): boolean {
  const view = win as unknown as {
    Element: typeof Element;
    HTMLCollection: typeof HTMLCollection;
    RadioNodeList: typeof RadioNodeList;
    NodeList: typeof NodeList;
  };
  return (
    value instanceof view.Element ||
    value instanceof view.HTMLCollection ||
    value instanceof view.RadioNodeList ||
    value instanceof view.NodeList
  );
}

function scanUrls(vector: XssVector, roots: Element[], report: CorpusReport, win: Window): void {
  for (const root of roots) {
    for (const element of allIn(root)) {
      const tag = tagOf(element);
      for (const attribute of attributesOf(element)) {
        const value = attribute.value.replace(URL_NOISE, '').toLowerCase();
        const finding = {
          id: vector.id,
          category: vector.category,
          note: vector.note,
          detail: `<${tag} ${attribute.name}="${attribute.value.slice(0, 80)}">`,
        };
        if (value.includes('javascript:')) report.javascriptUrls.push(finding);
        else if (value.includes('vbscript:')) report.otherScriptUrls.push(finding);
        else if (
          value.startsWith('data:') &&
          !(tag === 'img' && attribute.name === 'src' && RASTER_IMG.test(value))
        )
          report.otherScriptUrls.push(finding);
      }
      if (
        (element instanceof
          (win as unknown as { HTMLAnchorElement: typeof HTMLAnchorElement }).HTMLAnchorElement ||
          element instanceof
            (win as unknown as { HTMLAreaElement: typeof HTMLAreaElement }).HTMLAreaElement) &&
        (element as HTMLAnchorElement).protocol === 'javascript:' &&
        !(Element.prototype.getAttribute.call(element, 'href') ?? '')
          .replace(URL_NOISE, '')
          .toLowerCase()
          .includes('javascript:')
      ) {
        report.javascriptUrls.push({
          id: vector.id,
          category: vector.category,
          note: vector.note,
          detail: `<${tag}> resolves to javascript:`,
        });
      }
    }
  }
}

function interact(roots: Element[]): void {
  for (const root of roots) {
    for (const element of allIn(root)) {
      try {
        EventTarget.prototype.dispatchEvent.call(
          element,
          new MouseEvent('mouseover', { bubbles: true }),
        );
        EventTarget.prototype.dispatchEvent.call(
          element,
          new MouseEvent('click', { bubbles: true, cancelable: true }),
        );
        const focus =
          element.namespaceURI === SVG_NS
            ? SVGElement.prototype.focus
            : HTMLElement.prototype.focus;
        focus.call(element as HTMLElement & SVGElement);
      } catch {
        // Not focusable (a MathML element): the other events were still sent.
      }
    }
  }
}

function guardNavigation(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a, area') as HTMLAnchorElement;
      if (link && link.protocol !== 'javascript:') event.preventDefault();
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      const action = submitter?.formAction || form.action || '';
      if (!action.replace(URL_NOISE, '').toLowerCase().startsWith('javascript:')) {
        event.preventDefault();
      }
    },
    true,
  );
}

export async function runCorpus(
  vectors: readonly XssVector[],
  transform: (html: string) => string,
  host: HTMLElement,
): Promise<CorpusReport> {
  const report: CorpusReport = {
    vectors: vectors.length,
    executed: [],
    javascriptUrls: [],
    otherScriptUrls: [],
    clobbered: [],
    unattributed: 0,
  };
  const byId = new Map(vectors.map((vector) => [vector.id, vector]));
  const hits = new Set<number>();
  const record = (value: unknown) => {
    const id = Number(value);
    if (byId.has(id)) hits.add(id);
    else report.unattributed += 1;
  };
  const onMessage = (event: MessageEvent) => {
    if (typeof event.data === 'string' && event.data.startsWith('__xss:')) {
      record(event.data.slice('__xss:'.length));
    }
  };
  const top = window as Hooked;
  top.__xss = record;
  window.addEventListener('message', onMessage);

  try {
    for (let start = 0; start < vectors.length; start += BATCH) {
      const batch = vectors.slice(start, start + BATCH);
      const live: Array<{ vector: XssVector; frame: HTMLIFrameElement; roots: Element[] }> = [];
      for (const vector of batch) {
        const frame = document.createElement('iframe');
        frame.width = '240';
        frame.height = '120';
        host.append(frame);
        const win = frame.contentWindow as Hooked;
        const doc = frame.contentDocument as Document;
        doc.open();
        doc.write(
          '<!doctype html><html><head><style>@keyframes xss-spin{from{opacity:.5}to{opacity:1}}</style></head><body></body></html>',
        );
        doc.close();
        win.__xss = record;
        win.alert = () => record(undefined);
        win.confirm = () => (record(undefined), false);
        win.prompt = () => (record(undefined), null);
        win.addEventListener('message', onMessage);
        guardNavigation(doc);
        const before = new Map((vector.clobbers ?? []).map((path) => [path, readPath(win, path)]));

        let html: string;
        try {
          html = transform(vector.html);
        } catch (error) {
          throw new Error(`vector ${vector.id} (${vector.note}) made the transform throw`, {
            cause: error,
          });
        }
        // Both containers and the range exist before any vector markup does.
        const viaInnerHtml = doc.createElement('div');
        const viaFragment = doc.createElement('div');
        doc.body.append(viaInnerHtml, viaFragment);
        const range = doc.createRange();
        range.selectNodeContents(viaFragment);
        viaInnerHtml.innerHTML = html;
        viaFragment.append(range.createContextualFragment(html));
        const roots = [viaInnerHtml, viaFragment];

        for (const path of vector.clobbers ?? []) {
          const after = readPath(win, path);
          if (after !== before.get(path) && isDomNode(win, after)) {
            report.clobbered.push({
              id: vector.id,
              category: vector.category,
              note: vector.note,
              detail: path,
            });
          }
        }
        scanUrls(vector, roots, report, win);
        live.push({ vector, frame, roots });
      }
      for (const { roots } of live) interact(roots);
      await frames();
      await pause(SETTLE_MS);
      for (const { frame } of live) frame.remove();
    }
    await pause(SETTLE_MS);
  } finally {
    window.removeEventListener('message', onMessage);
    delete top.__xss;
  }

  for (const id of [...hits].sort((a, b) => a - b)) {
    const vector = byId.get(id) as XssVector;
    report.executed.push({
      id,
      category: vector.category,
      note: vector.note,
      detail: vector.html.slice(0, 120),
    });
  }
  return report;
}

/** Counts of a report by category. */
export function countByCategory(findings: readonly CorpusFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.category] = (counts[finding.category] ?? 0) + 1;
  return counts;
}
