import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Injector } from '../../di/tokens';

const ContainerContext = createContext<Injector | null>(null);

export const ContainerProvider = ({ container, children }: { container: Injector; children: ReactNode }) => (
  <ContainerContext value={container}>{children}</ContainerContext>
);

/**
 * Resolves a token once per mounted component: singletons (the shell) come back shared, transient
 * view-models (a form) are fresh for each visit of their screen and kept while it stays mounted.
 */
export const useInjected = <T,>(token: symbol): T => {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useInjected needs a ContainerProvider above it');
  const [instance] = useState(() => container.get<T>(token));
  return instance;
};
