import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOP_SECTION_WAIT_MS, whenShown } from './when-shown';

/** An image that has not loaded yet, as a browser reports it until it settles. */
function loadingImage(loading: 'eager' | 'lazy' = 'eager') {
  const image = document.createElement('img');
  image.setAttribute('loading', loading);
  let complete = false;
  Object.defineProperty(image, 'complete', { get: () => complete });
  const settle = (type: 'load' | 'error') => {
    complete = true;
    image.dispatchEvent(new Event(type));
  };
  return { image, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let element: HTMLDivElement;
beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
});
afterEach(() => {
  element.remove();
  vi.useRealTimers();
});

describe('whenShown (ADR 0211)', () => {
  it('waits while nothing has rendered and while the content is busy, then its eager pictures', async () => {
    const done = vi.fn();
    whenShown(element, done);
    await flush();
    expect(done).not.toHaveBeenCalled(); // nothing rendered yet (a chunk on its way)
    const box = document.createElement('section');
    box.setAttribute('aria-busy', 'true');
    element.append(box);
    await flush();
    expect(done).not.toHaveBeenCalled(); // the data is on its way
    const first = loadingImage();
    const later = loadingImage('lazy');
    box.append(first.image, later.image);
    box.removeAttribute('aria-busy');
    await flush();
    expect(done).not.toHaveBeenCalled(); // the first picture is on its way; the lazy one counts not
    first.settle('load');
    expect(done).not.toHaveBeenCalled(); // the picture paints first
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('a picture that fails to load counts as settled', async () => {
    const done = vi.fn();
    const { image, settle } = loadingImage();
    element.append(image);
    whenShown(element, done);
    await flush();
    expect(done).not.toHaveBeenCalled();
    settle('error');
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('a wait cancelled between the pictures and their paint never calls back', async () => {
    const done = vi.fn();
    element.append(document.createElement('p'));
    const cancel = whenShown(element, done);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).not.toHaveBeenCalled();
  });

  it('content with no picture is shown after its first paint', async () => {
    const done = vi.fn();
    element.append(document.createElement('p'));
    whenShown(element, done);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('gives up waiting once the limit has passed since something rendered, once; a cancelled wait never calls back', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    whenShown(element, done);
    vi.advanceTimersByTime(TOP_SECTION_WAIT_MS * 2); // nothing rendered yet: no clock runs
    expect(done).not.toHaveBeenCalled();
    element.append(loadingImage().image);
    await vi.advanceTimersByTimeAsync(0); // the observer sees it
    vi.advanceTimersByTime(TOP_SECTION_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    const cancel = whenShown(element, cancelled);
    cancel();
    vi.advanceTimersByTime(TOP_SECTION_WAIT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
