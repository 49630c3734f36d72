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
  ];
  /** @type {{ name: string, args: any[] }[]} */
  const log = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();
  let seed = 20261123;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
        seed = value >>> 0;
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
              .filter((entry) => entry.name !== 'storyFinished')
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
      // Before a screenshot: fonts and images loaded, and the DOM quiet for 150 ms (a story
      // without a play function may still be rendering the sandbox's answer), at most 5 s.
      settle: async () => {
        await new Promise((resolve) => {
          let quiet = setTimeout(finish, 150);
          const limit = setTimeout(finish, 5000);
          const observer = new MutationObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(finish, 150);
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          function finish() {
            observer.disconnect();
            clearTimeout(quiet);
            clearTimeout(limit);
            resolve(undefined);
          }
        });
        await document.fonts.ready;
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
      },
    },
  });
}
