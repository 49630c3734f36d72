import { siteActions } from '@site/api-core';
import { FlagsProvider } from '@site/theme';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { sandboxShellServices, setupSandboxServer } from '../test/sandbox-services';
import { GateContextProvider, useGateContext } from './use-gate-context';
import type { GateContext } from '@site/feature-api';

setupSandboxServer();

describe('the gate context, built once by the shell (ADR 0231)', () => {
  it('is refused, with the reason, outside the shell root', () => {
    expect(() => renderHook(() => useGateContext())).toThrow(/GateContextProvider/);
  });

  it('hands every reader the same value, rebuilt when the member changes', () => {
    const { store } = sandboxShellServices();
    const seen: Record<string, GateContext[]> = { header: [], page: [] };
    function Reader({ name }: { name: string }) {
      seen[name]!.push(useGateContext());
      return null;
    }
    const shell = (children: ReactNode) => (
      <Provider store={store}>
        <FlagsProvider flags={{ PLYRBT: false }}>
          <GateContextProvider>{children}</GateContextProvider>
        </FlagsProvider>
      </Provider>
    );
    render(
      shell(
        <>
          <Reader name="header" />
          <Reader name="page" />
        </>,
      ),
    );
    expect(seen.header!.at(-1)).toBe(seen.page!.at(-1));
    expect(seen.page!.at(-1)).toMatchObject({ signedIn: false, isAgent: null });

    act(() => {
      store.dispatch(siteActions.loggedIn({ isAgent: 1 }));
    });
    expect(seen.header!.at(-1)).toBe(seen.page!.at(-1));
    expect(seen.page!.at(-1)).toMatchObject({ signedIn: true, isAgent: 1 });
  });
});
