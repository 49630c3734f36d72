import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaceRequest } from './font-faces';
import { createFaceWorker, type FaceWorker, loadFacesOffThread } from './load-faces-off-thread';

const request: FaceRequest = {
  lang: 'th',
  faces: [{ family: 'BodyFace, sans-serif', weight: '400', text: 'Aa 09 ไทย' }],
};

/** A worker that answers as the test says: `answer(true)`, `fail()`, or never. */
function fakeWorker(options: { throwOnPost?: boolean } = {}) {
  const posted: FaceRequest[] = [];
  let terminated = 0;
  const worker: FaceWorker = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      if (options.throwOnPost) throw new Error('cannot clone');
      posted.push(message);
    },
    terminate: () => {
      terminated += 1;
    },
  };
  return {
    worker,
    posted,
    terminated: () => terminated,
    answer: (drawn: unknown) => worker.onmessage?.(new MessageEvent('message', { data: drawn })),
    fail: () => worker.onerror?.(new ErrorEvent('error')),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadFacesOffThread', () => {
  it('sends the request and resolves true when the worker has drawn the faces', async () => {
    const fake = fakeWorker();
    const loaded = loadFacesOffThread(request, () => fake.worker);
    expect(fake.posted).toEqual([request]);
    fake.answer(true);
    await expect(loaded).resolves.toBe(true);
    expect(fake.terminated()).toBe(1);
  });

  it('resolves false when the worker could not draw (no OffscreenCanvas there)', async () => {
    const fake = fakeWorker();
    const loaded = loadFacesOffThread(request, () => fake.worker);
    fake.answer(false);
    await expect(loaded).resolves.toBe(false);
  });

  it('resolves false when the worker fails to load or throws', async () => {
    const fake = fakeWorker();
    const loaded = loadFacesOffThread(request, () => fake.worker);
    fake.fail();
    await expect(loaded).resolves.toBe(false);
    expect(fake.terminated()).toBe(1);
  });

  it('stops waiting after the timeout, and ignores a late answer', async () => {
    vi.useFakeTimers();
    const fake = fakeWorker();
    const loaded = loadFacesOffThread(request, () => fake.worker, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.terminated()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe(false);
    expect(fake.terminated()).toBe(1);
    fake.answer(true);
    expect(fake.terminated()).toBe(1);
  });

  it('resolves false when there is no worker, or it cannot be made or reached', async () => {
    await expect(loadFacesOffThread(request, () => null)).resolves.toBe(false);
    await expect(
      loadFacesOffThread(request, () => {
        throw new Error('blocked by the CSP');
      }),
    ).resolves.toBe(false);
    const fake = fakeWorker({ throwOnPost: true });
    await expect(loadFacesOffThread(request, () => fake.worker)).resolves.toBe(false);
    expect(fake.terminated()).toBe(1);
  });

  it('makes no worker in a browser without OffscreenCanvas', () => {
    // jsdom has neither Worker nor OffscreenCanvas.
    expect(createFaceWorker()).toBeNull();
  });
});
