import type { SiteI18n } from '@site/i18n';
import { createContext, useContext, type ReactNode } from 'react';
import type { ComposedSite } from '../composition/compose-site';
import type { ShellDialogRefs } from '../dialogs/shell-dialogs';
import type { ShellServices } from './shell-services';

export interface ShellContextValue {
  services: ShellServices;
  site: ComposedSite;
  /** The feature dialogs the shell opens itself, bound in features.ts. */
  dialogRefs: ShellDialogRefs;
  /** The site i18n (language switcher); absent in tests that render without it. */
  siteI18n?: SiteI18n;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellContextProvider({
  value,
  children,
}: {
  value: ShellContextValue;
  children: ReactNode;
}) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell needs the ShellContextProvider (see shell/shell-root.tsx)');
  return value;
}

export const useShellServices = () => useShell().services;
export const useComposedSite = () => useShell().site;
