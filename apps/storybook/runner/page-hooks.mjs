// @ts-check

/** The clock every story sees (Date only; timers still run so play functions proceed). */
export const FROZEN_NOW = new Date('2026-01-15T04:00:00.000Z');

/**
 * Runs in each page before Storybook's preview (Playwright `addInitScript`): records the preview
 * channel's story events, seeds `Math.random`, and switches off animations, transitions and the
 * caret, so a story renders the same pixels on every run.
 */
export function installStoryHooks() {
  const EVENTS = [
    'storyFinished',
    'storyMissing',
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'globalsUpdated',
  ];
  /** @type {{ name: string, args: any[] }[]} */
  const log = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();
  /** mulberry32: a small seeded generator, one state per source of randomness. */
  const generator = (/** @type {number} */ start) => {
    let state = start >>> 0;
    return {
      /** @param {number} value */
      reset: (value) => {
        state = value >>> 0;
      },
      next: () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
      },
    };
  };
  const mathRandom = generator(20261123);
  Math.random = () => mathRandom.next() / 4294967296;
  // The in-browser sandboxes draw captchas, slider gaps, tokens and codes from
  // crypto.getRandomValues: seeded too, so a captcha looks the same on every run.
  const cryptoRandom = generator(20261123 ^ 0x5eed);
  /** @param {ArrayBufferView} array */
  const getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = cryptoRandom.next() & 0xff;
    return array;
  };
  Object.defineProperty(crypto, 'getRandomValues', { configurable: true, value: getRandomValues });
  Object.defineProperty(crypto, 'randomUUID', {
    configurable: true,
    value: () => {
      const bytes = getRandomValues(new Uint8Array(16));
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  });
  // The story harnesses register their in-browser sandboxes here (ADR 0177). Each sandbox's
  // `fetch` is wrapped to count the calls in flight, so `settle` waits for the sandbox's answers
  // (sign-in, data) to arrive instead of guessing with a longer quiet period.
  let sandboxCalls = 0;
  /** Told when a sandbox call starts and when the last one in flight ends. @type {Set<() => void>} */
  const sandboxChange = new Set();
  const tell = () => {
    for (const wake of [...sandboxChange]) wake();
  };
  // When the last answer came (a sandbox call's, or a fetched file's: a lazy chunk, a message
  // file), in performance.now() time. React 19 shows content that was waiting on a Suspense
  // boundary at most 300 ms after that boundary showed its fallback (FALLBACK_THROTTLE_MS in
  // react-dom), so up to 300 ms after an answer the page can change with nothing in flight and
  // the DOM quiet: `settle` waits REVEAL_MS past the last answer. Official CI of d4ffb27 shot two
  // demo home pages without their last sections, revealed after the screenshot.
  const REVEAL_MS = 350;
  let lastAnswer = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      lastAnswer = Math.max(
        lastAnswer,
        /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
      );
  }).observe({ type: 'resource', buffered: true });
  /** @type {any[]} */
  const sandboxes = [];
  sandboxes.push = (/** @type {any[]} */ ...added) => {
    for (const sandbox of added) {
      const fetch = sandbox.fetch;
      sandbox.fetch = (/** @type {any[]} */ ...args) => {
        sandboxCalls += 1;
        if (sandboxCalls === 1) tell();
        const done = () => {
          sandboxCalls -= 1;
          lastAnswer = Math.max(lastAnswer, performance.now());
          if (sandboxCalls === 0) tell();
        };
        try {
          const answer = Promise.resolve(fetch.apply(sandbox, args));
          answer.then(done, done);
          return answer;
        } catch (error) {
          done();
          throw error;
        }
      };
    }
    return Array.prototype.push.apply(sandboxes, added);
  };
  Object.defineProperty(globalThis, '__storySandboxes', {
    configurable: true,
    get: () => sandboxes,
    set: () => {},
  });

  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const name of EVENTS)
        value.on(name, (...args) => {
          log.push({ name, args: JSON.parse(JSON.stringify(args ?? [])) });
          for (const wake of waiters) wake();
        });
    },
  });
  const style = () => {
    const sheet = document.createElement('style');
    sheet.textContent = `*, *::before, *::after {
      animation-duration: 0s !important; animation-delay: 0s !important;
      animation-iteration-count: 1 !important; transition: none !important;
      caret-color: transparent !important; scroll-behavior: auto !important;
    }`;
    document.head.append(sheet);
  };
  if (document.head) style();
  else document.addEventListener('DOMContentLoaded', style);

  /** @param {string} storyId @param {number} start */
  const finished = (storyId, start) =>
    log
      .slice(start)
      .find(
        (entry) =>
          (entry.name === 'storyFinished' && entry.args[0]?.storyId === storyId) ||
          entry.name === 'storyMissing',
      );

  Object.assign(globalThis, {
    __storyRunner: {
      mark: () => log.length,
      /** @param {number} value */
      seed: (value) => {
        mathRandom.reset(value);
        cryptoRandom.reset(value ^ 0x5eed);
      },
      /**
       * Sets the toolbar's globals (merchant, language, flags) for the stories that follow and
       * resolves with the preview's globals once it has applied them. The preview opens with no
       * story, and without a story Storybook ignores the URL's `globals`.
       * @param {Record<string, string>} globals
       * @param {number} timeout
       */
      globals: (globals, timeout) =>
        new Promise((resolve, reject) => {
          const start = log.length;
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error('the preview did not apply the globals'));
          }, timeout);
          const check = () => {
            const done = log.slice(start).find((entry) => entry.name === 'globalsUpdated');
            if (!done) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(done.args[0]?.globals ?? {});
          };
          waiters.add(check);
          channel.emit('updateGlobals', { globals });
        }),
      /**
       * Answers a `/res/...` request (the platform's images: banners, icons, QR codes) from the
       * story's in-browser sandbox, which serves them; a plain `<img>` would ask the static server.
       * @param {string} url
       */
      resource: async (url) => {
        const [sandbox] = sandboxes;
        if (!sandbox) return null;
        const answer = await sandbox.fetch(
          new Request(new URL(new URL(url).pathname + new URL(url).search, 'http://sandbox.story')),
        );
        const bytes = new Uint8Array(await answer.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return {
          status: answer.status,
          contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
          body: btoa(binary),
        };
      },
      /** @param {string} storyId */
      select: (storyId) => {
        // Every story starts from the sandbox's seed (the story harnesses register their
        // in-browser sandboxes), whatever the stories before it in this page changed.
        const sandboxes = /** @type {any} */ (globalThis).__storySandboxes ?? [];
        for (const sandbox of sandboxes) sandbox.world.reset();
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      /** @param {string} storyId @param {number} start @param {number} timeout */
      wait: (storyId, start, timeout) =>
        new Promise((resolve) => {
          const done = (/** @type {string} */ status) => {
            waiters.delete(check);
            clearTimeout(timer);
            const entries = log.slice(start);
            const errors = entries
              .filter((entry) => entry.name !== 'storyFinished' && entry.name !== 'globalsUpdated')
              .map(
                (entry) =>
                  `${entry.name}: ${entry.args
                    .flat()
                    .map((arg) =>
                      typeof arg === 'object' && arg
                        ? [arg.message ?? arg.title ?? '', arg.description ?? '', arg.stack ?? '']
                            .filter(Boolean)
                            .join('\n')
                        : String(arg),
                    )
                    .join('\n')}`,
              );
            const end = entries.find((entry) => entry.name === 'storyFinished');
            resolve({ status, errors, reporters: end?.args[0]?.reporters ?? [] });
          };
          const check = () => {
            const end = finished(storyId, start);
            if (end) done(end.name === 'storyMissing' ? 'missing' : end.args[0].status);
          };
          const timer = setTimeout(() => done('timeout'), timeout);
          waiters.add(check);
          check();
        }),
      // Before a screenshot: no sandbox call in flight, the DOM quiet for `quietMs` (a story
      // without a play function may still be rendering the sandbox's answer), then fonts and
      // images loaded; at most `limitMs`. Resolves whether the DOM went quiet in time.
      settle: async (quietMs = 150, limitMs = 5000) => {
        // A full-page screenshot shows the whole page: lazy images below the fold load now (the
        // runner waits for their requests) instead of staying empty boxes, or never settling.
        const eager = () => {
          for (const image of document.images)
            if (image.loading === 'lazy') image.loading = 'eager';
        };
        eager();
        const quiet = await new Promise((resolve) => {
          /** @type {ReturnType<typeof setTimeout> | undefined} */
          let timer;
          /** @type {number | undefined} */
          let idle;
          const limit = setTimeout(() => finish(false), limitMs);
          // Quiet means: no sandbox call in flight, no DOM change for `quietMs`, and then the
          // main thread idle, so work already queued (React rendering an answer, the shell's
          // at-idle loads) runs first even when a busy machine delays it past the quiet period.
          // Then two rendered frames with no DOM change: observers fire in a frame's rendering
          // step (a home section mounting as it nears the viewport), and a starved machine may
          // not have rendered one within the quiet period. A visible page always renders its
          // frames, only late on a loaded machine: up to 5 s (after 500 ms, local CI run 32 shot
          // a home page whose last two sections had not mounted). A hidden page renders none:
          // 500 ms.
          let generation = 0;
          const afterFrames = (/** @type {() => void} */ then) => {
            let called = false;
            const once = () => {
              if (called) return;
              called = true;
              setTimeout(then, 0);
            };
            requestAnimationFrame(() => requestAnimationFrame(once));
            setTimeout(once, document.visibilityState === 'visible' ? 5000 : 500);
          };
          const arm = () => {
            eager();
            generation += 1;
            const armed = generation;
            clearTimeout(timer);
            if (idle !== undefined) cancelIdleCallback(idle);
            idle = undefined;
            // A call that starts while the page is quiet ends the quiet: `arm` runs then too.
            timer =
              sandboxCalls === 0
                ? setTimeout(
                    () => {
                      if (performance.now() < lastAnswer + REVEAL_MS) return arm();
                      idle = requestIdleCallback(
                        () => afterFrames(() => armed === generation && finish(true)),
                        // Up to 3 s: under CI's load (stories beside the browser tests) a page's
                        // later sections were still mounting after 1 s (local CI run 26).
                        { timeout: 3000 },
                      );
                    },
                    Math.max(quietMs, lastAnswer + REVEAL_MS - performance.now()),
                  )
                : undefined;
          };
          const observer = new MutationObserver(arm);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          sandboxChange.add(arm);
          arm();
          function finish(/** @type {boolean} */ value) {
            observer.disconnect();
            sandboxChange.delete(arm);
            clearTimeout(timer);
            if (idle !== undefined) cancelIdleCallback(idle);
            clearTimeout(limit);
            resolve(value);
          }
        });
        await document.fonts.ready;
        // A frame in the story (the chat window) has its own document: loaded, not only fetched.
        await Promise.all(
          [...document.querySelectorAll('iframe')].map((frame) => {
            /** @type {boolean} */
            let loaded;
            try {
              // Until its navigation commits a frame shows the initial about:blank, complete.
              const inner = frame.contentDocument;
              loaded = inner?.readyState === 'complete' && inner.URL !== 'about:blank';
            } catch {
              loaded = false; // another origin's document: wait for its load event
            }
            if (loaded || !frame.src) return undefined;
            return new Promise((resolve) => {
              frame.addEventListener('load', resolve, { once: true });
              setTimeout(resolve, 5000);
            });
          }),
        );
        await Promise.all(
          [...document.images]
            .filter((image) => !image.complete)
            .map(
              (image) =>
                new Promise((resolve) => {
                  image.addEventListener('load', resolve, { once: true });
                  image.addEventListener('error', resolve, { once: true });
                  setTimeout(resolve, 3000);
                }),
            ),
        );
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return quiet;
      },
    },
  });
}
