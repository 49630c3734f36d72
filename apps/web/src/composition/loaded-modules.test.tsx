import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, loadedModule, loadModule } from './loaded-modules';

const Page = () => <p>the page</p>;

/** Renders a lazy component inside a Suspense boundary whose fallback reads "loading". */
const renderInSuspense = (Lazy: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );

describe('loadModule: one load per owner, remembered when it arrives', () => {
  it('loads once, and keeps the module for the owner', async () => {
    const owner = {};
    const load = vi.fn(async () => ({ Component: Page }));
    const first = loadModule(owner, load);
    const second = loadModule(owner, load);
    expect(loadedModule(owner)).toBeUndefined();
    await expect(first).resolves.toEqual({ Component: Page });
    await second;
    expect(load).toHaveBeenCalledOnce();
    expect(loadedModule(owner)).toEqual({ Component: Page });
  });

  it('a failed load is not remembered, and the next caller tries again', async () => {
    const owner = {};
    const load = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Component: Page });
    await expect(loadModule(owner, load)).rejects.toThrow('offline');
    expect(loadedModule(owner)).toBeUndefined();
    await expect(loadModule(owner, load)).resolves.toEqual({ Component: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyComponent: no fallback for a module that has arrived', () => {
  it('renders a warmed module in the first commit, without the fallback', async () => {
    const owner = {};
    const load = vi.fn(async () => ({ Component: Page }));
    await loadModule(owner, load);
    const onReady = vi.fn();
    renderInSuspense(lazyComponent(owner, load, (module) => module.Component, onReady));
    // Synchronously: no await between render and the assertion.
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(onReady).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends on a module that has not arrived, loads it once, then renders it', async () => {
    const owner = {};
    let arrive: (module: { Component: typeof Page }) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<{ Component: typeof Page }>((resolve) => {
          arrive = resolve;
        }),
    );
    const onReady = vi.fn();
    renderInSuspense(lazyComponent(owner, load, (module) => module.Component, onReady));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ Component: Page }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(onReady).not.toHaveBeenCalled();
    expect(loadedModule(owner)).toEqual({ Component: Page });
  });
});
