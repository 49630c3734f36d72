import { describe, expect, it, vi } from 'vitest';
import {
  PRELOAD_HELPER_ID,
  PRELOAD_LINKS_PER_TASK,
  spreadPreloadLinks,
} from './spread-preload-links';

/** The shape of Vite's helper that matters here: one append per dependency, in a loop. */
const helper = `export const __vitePreload = (hrefs) => {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
};`;

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

function transform(code: string, id = PRELOAD_HELPER_ID): string {
  const plugin = spreadPreloadLinks();
  const hook = plugin.transform as { handler: Handler };
  const result = hook.handler.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  ) as { code: string } | null;
  if (!result) throw new Error('not transformed');
  return result.code;
}

/** The transformed helper, run in this document. */
function load(code: string): (hrefs: string[]) => void {
  const body = code.replace('export const __vitePreload =', 'return');
  return new Function(body)() as (hrefs: string[]) => void;
}

const linked = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

describe('spreadPreloadLinks', () => {
  it('appends the first few links in the calling task and the rest a few per task, in order', async () => {
    document.head.replaceChildren();
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/dep-${i}.js`);
    load(transform(helper))(hrefs);
    expect(linked()).toEqual([]); // queued: appended once the call's own work is done
    await Promise.resolve();
    expect(linked()).toEqual(hrefs.slice(0, PRELOAD_LINKS_PER_TASK));
    await vi.waitFor(() => expect(linked()).toEqual(hrefs));
  });

  it('takes links asked for while others wait, after them', async () => {
    document.head.replaceChildren();
    const add = load(transform(helper));
    add(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    add(['/f.js']);
    await vi.waitFor(() =>
      expect(linked()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js']),
    );
    add(['/g.js']); // the queue was empty: a new round
    await vi.waitFor(() => expect(linked()).toHaveLength(7));
  });

  it('leaves other modules alone', () => {
    const plugin = spreadPreloadLinks();
    const hook = plugin.transform as { handler: Handler };
    expect(
      hook.handler.call({ error: () => undefined as never }, helper, '/src/main.tsx'),
    ).toBeNull();
  });

  it("fails the build when Vite's helper no longer appends as it did", () => {
    expect(() =>
      transform(helper.replace('document.head.appendChild(link);', 'head.append(link);')),
    ).toThrow(/ADR 0222/);
  });
});
