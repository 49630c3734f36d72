import { guardUrl } from '@site/ui';

/** What the mini-game script registers on `window` (ADR 0083). */
export interface MiniGameApi {
  mount: (
    element: HTMLElement,
    options: { merchant: string; title: string },
  ) => (() => void) | void;
}

declare global {
  interface Window {
    LotteryMiniGame?: MiniGameApi;
  }
}

const loads = new Map<string, Promise<MiniGameApi>>();

/**
 * Loads the mini-game script once per address: later callers share the first promise, and a
 * script tag already on the page is not added again. A failed load may be retried.
 */
export function loadMiniGameScript(src: string, doc: Document = document): Promise<MiniGameApi> {
  const known = loads.get(src);
  if (known) return known;
  const promise = new Promise<MiniGameApi>((resolve, reject) => {
    const ready = () => {
      const api = doc.defaultView?.LotteryMiniGame;
      if (api) resolve(api);
      else reject(new Error('mini-game script did not register'));
    };
    if (doc.defaultView?.LotteryMiniGame) {
      ready();
      return;
    }
    // A script address is the most dangerous sink: only http(s) through the one URL guard.
    const guarded = guardUrl(src);
    if (guarded === null) {
      reject(new Error('mini-game script address refused'));
      return;
    }
    const script = doc.createElement('script');
    script.src = guarded;
    script.async = true;
    script.dataset.miniGame = 'true';
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error('mini-game script failed')));
    doc.head.appendChild(script);
  });
  loads.set(src, promise);
  promise.catch(() => loads.delete(src));
  return promise;
}

/** Tests only. */
export function forgetMiniGameScripts(): void {
  loads.clear();
}
