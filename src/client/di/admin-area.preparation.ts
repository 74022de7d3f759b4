import type { Container } from 'inversify';
import type { AdapterMode } from './adapter-mode';
import { TOKENS, type PrepareAdminArea } from './tokens';

/**
 * Downloads the admin area's chunk and binds its screens into the page's container, once: later
 * calls (every admin route asks) find it bound. A test that bound the area itself is left alone.
 */
export const createAdminAreaPreparation = (container: Container, adapters: AdapterMode): PrepareAdminArea => {
  let prepared: Promise<void> | null = null;
  return () => {
    prepared ??= import('./admin-area.binding').then(
      ({ bindAdminArea }) => {
        if (!container.isBound(TOKENS.StaffOrdersViewModel)) bindAdminArea(container, adapters);
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is tried again next time.
        prepared = null;
        throw error;
      },
    );
    return prepared;
  };
};
