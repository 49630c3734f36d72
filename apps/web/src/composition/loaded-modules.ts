import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The feature modules (route pages, home sections) that have arrived, by the object that loads
 * them (ADR 0200). `warmRoute` starts the first page's chunks before the first render; when the
 * page renders they are usually here already, and `lazyComponent` then renders them in the same
 * pass instead of suspending: no fallback, and no Suspense reveal (which React holds back up to
 * 300 ms) between the start-up calls and the page's own first calls.
 */
const loaded = new WeakMap<object, unknown>();
const inFlight = new WeakMap<object, Promise<unknown>>();

/** Loads `owner`'s module once (a failed load may be tried again) and remembers it when it arrives. */
export function loadModule<T>(owner: object, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(owner) as Promise<T> | undefined;
  if (pending) return pending;
  // Called at once; a throw becomes a rejection.
  const promise = new Promise<T>((resolve) => resolve(load())).then(
    (module) => {
      loaded.set(owner, module);
      return module;
    },
    (error: unknown) => {
      inFlight.delete(owner);
      throw error;
    },
  );
  inFlight.set(owner, promise);
  return promise;
}

/** The module of `owner` when it has arrived. */
export function loadedModule<T>(owner: object): T | undefined {
  return loaded.get(owner) as T | undefined;
}

/**
 * A thenable that calls back at once: React.lazy reads it as resolved in the same render
 * (react's lazy initialiser marks the payload resolved inside `then`, before it would suspend).
 */
function settledNow<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy over `loadModule`: renders without suspending when the module is already here
 * (and calls `onReady`), suspends (and loads it with `load`) otherwise.
 */
export function lazyComponent<T>(
  owner: object,
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  onReady?: () => void,
): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const module = loadedModule<T>(owner);
    if (module !== undefined) {
      onReady?.();
      return settledNow({ default: pick(module) });
    }
    return loadModule(owner, load).then((arrived) => ({ default: pick(arrived) }));
  });
}
