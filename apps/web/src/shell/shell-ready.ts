import { createContext, useContext } from 'react';

/**
 * Whether start-up has ended (status, settings, the member restored): the layout frame paints
 * before it, the page and the header's account area after it (ADR 0155).
 */
export const ShellReadyContext = createContext(true);

export function useShellReady(): boolean {
  return useContext(ShellReadyContext);
}
