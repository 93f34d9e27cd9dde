import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './config.ts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

/** `GET /api/config` as loaded at boot (upload limit, model, provider). */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig must be used within a RuntimeConfigProvider');
  return value;
}
