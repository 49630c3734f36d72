import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_FRAME_ID,
  BOOT_SCRIPTS_FALLBACK_MS,
  lookFor,
  paintBootFrame,
  releaseBootFrame,
  startBootScripts,
  type BootFrameConfig,
} from './boot-frame';

/** The default merchant's page (index.html); aurum's page would carry aurum's look. */
const config: BootFrameConfig = {
  look: {
    theme: 'default',
    background: 'rgb(244, 246, 250)',
    logo: 'data:image/svg+xml,%3Csvg%2F%3E',
  },
  merchantCodes: ['default', 'aurum'],
  domainMerchants: { 'gold.example': 'aurum' },
  fixedMerchant: null,
};
const aurumPage: BootFrameConfig = {
  ...config,
  look: { theme: 'aurum', background: 'rgb(13, 11, 8)', logo: '' },
};

/** A page as index.html leaves it: the scripts held in the template, nothing painted yet. */
function page(visibility: DocumentVisibilityState = 'visible') {
  const doc = document.implementation.createHTMLDocument('site');
  doc.body.innerHTML =
    '<div id="root"></div><template id="boot-scripts"><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/app.js"></template>';
  Object.defineProperty(doc, 'visibilityState', { value: visibility });
  const frames: FrameRequestCallback[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const storage = new Map<string, string>();
  const win = {
    location: { hostname: 'www.example.com' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    requestAnimationFrame: (fn: FrameRequestCallback) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  return {
    doc,
    win: win as unknown as Window & typeof globalThis,
    frames,
    timers,
    storage,
    raw: win,
  };
}

const started = (doc: Document) =>
  doc.head.querySelector('script[src="/assets/index.js"]') !== null;

afterEach(() => vi.restoreAllMocks());

describe('lookFor (the boot rules of resolveMerchant)', () => {
  it.each([
    ['the default page, a host outside the map', config, null, 'www.example.com', true],
    ['the default page, a merchant with no theme of its own', config, 'acme', 'gold.example', true],
    ['the default page, another merchant stored', config, 'aurum', 'www.example.com', false],
    ["aurum's page on aurum's sub-domain", aurumPage, null, 'm.gold.example', true],
    ["aurum's page with default stored: no frame", aurumPage, 'default', 'gold.example', false],
  ])('%s', (_case, pageConfig, stored, hostname, drawn) => {
    const { win, storage, raw } = page();
    if (stored) storage.set('merchantCode', stored);
    raw.location.hostname = hostname;
    expect(lookFor(pageConfig, win)).toBe(drawn ? pageConfig.look : null);
  });
});

describe('paintBootFrame', () => {
  it('draws the merchant background and logo with no text, then starts the scripts after the paint', () => {
    const { doc, win, frames, timers } = page();
    paintBootFrame(config, doc, win);
    const frame = doc.getElementById(BOOT_FRAME_ID);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.style.background).toBe('rgb(244, 246, 250)');
    expect(frame?.textContent).toBe('');
    // The logo's address is set in the first task after the parser's, before any frame.
    const logo = frame?.querySelector('img');
    expect(logo?.hasAttribute('src')).toBe(false);
    expect(timers[0]?.ms).toBe(0);
    timers[0]?.fn();
    expect(logo?.getAttribute('src')).toBe(config.look.logo);
    expect(started(doc)).toBe(false);
    // The frame that draws it, the next one (the first is on screen), then the task after it.
    frames.shift()?.(0);
    expect(started(doc)).toBe(false);
    frames.shift()?.(16);
    expect(started(doc)).toBe(false);
    const afterPaint = timers.filter(({ ms }) => ms === 0)[1];
    afterPaint?.fn();
    expect(started(doc)).toBe(true);
    expect(
      doc.head.querySelector('link[rel="modulepreload"][href="/assets/app.js"]'),
    ).not.toBeNull();
    expect(doc.getElementById('boot-scripts')).toBeNull();
    // The fallback timer finds them started and adds nothing.
    timers.find(({ ms }) => ms === BOOT_SCRIPTS_FALLBACK_MS)?.fn();
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('starts the scripts on the fallback timer when no animation frame comes', () => {
    const { doc, win, timers } = page();
    paintBootFrame(config, doc, win);
    timers.find(({ ms }) => ms === BOOT_SCRIPTS_FALLBACK_MS)?.fn();
    expect(started(doc)).toBe(true);
  });

  it('starts the scripts at once in a hidden tab, where nothing paints', () => {
    const { doc, win } = page('hidden');
    paintBootFrame(config, doc, win);
    expect(started(doc)).toBe(true);
  });

  it('starts the scripts at once when the visit is for another merchant than the page', () => {
    const { doc, win, storage } = page();
    storage.set('merchantCode', 'aurum');
    paintBootFrame(config, doc, win);
    expect(doc.getElementById(BOOT_FRAME_ID)).toBeNull();
    expect(started(doc)).toBe(true);
  });

  it('still draws when storage is refused, and draws a logo-less frame without an image', () => {
    const { doc, win, raw } = page();
    raw.localStorage.getItem = () => {
      throw new Error('SecurityError');
    };
    raw.location.hostname = 'gold.example';
    paintBootFrame(aurumPage, doc, win);
    const frame = doc.getElementById(BOOT_FRAME_ID);
    expect(frame?.style.background).toBe('rgb(13, 11, 8)');
    expect(frame?.querySelector('img')).toBeNull();
  });
});

describe('startBootScripts and releaseBootFrame', () => {
  it('does nothing without the template, and release removes the frame', () => {
    const { doc, win, timers } = page();
    paintBootFrame(config, doc, win);
    timers.forEach(({ fn }) => fn());
    startBootScripts(doc);
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    releaseBootFrame(doc);
    expect(doc.getElementById(BOOT_FRAME_ID)).toBeNull();
  });
});
