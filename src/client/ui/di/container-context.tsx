import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Injector } from '../../di/tokens';

const ContainerContext = createContext<Injector | null>(null);

export const ContainerProvider = ({ container, children }: { container: Injector; children: ReactNode }) => (
  <ContainerContext value={container}>{children}</ContainerContext>
);

/** The container itself, for what is bound only later (the checkout area: useCheckoutArea). */
export const useInjector = (): Injector => {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useInjector needs a ContainerProvider above it');
  return container;
};

/**
 * Resolves a token once per mounted component: singletons (the shell) come back shared, transient
 * view-models (a form) are fresh for each visit of their screen and kept while it stays mounted.
 */
export const useInjected = <T,>(token: symbol): T => {
  const container = useInjector();
  const [instance] = useState(() => container.get<T>(token));
  return instance;
};
