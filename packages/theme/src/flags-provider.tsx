import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FlagMap, WhitelabelModuleId } from './flags';

const FlagsContext = createContext<FlagMap>({});

export interface FlagsProviderProps {
  /** The merged flag map (see `resolveFlags`); merged over any parent provider's flags. */
  flags: FlagMap;
  children?: ReactNode;
}

/**
 * Provides whitelabel flags. Providers nest: an inner provider overrides only the ids it names,
 * so a story or test can switch one module on top of a merchant's defaults.
 */
export function FlagsProvider({ flags, children }: FlagsProviderProps) {
  const parent = useContext(FlagsContext);
  const value = useMemo(() => ({ ...parent, ...flags }), [parent, flags]);
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

/** Whether a whitelabel module is on. Unknown to the theme and the server means off. */
export function useFlag(id: WhitelabelModuleId): boolean {
  return useContext(FlagsContext)[id] ?? false;
}

/** The whole merged flag map. */
export function useFlags(): FlagMap {
  return useContext(FlagsContext);
}
