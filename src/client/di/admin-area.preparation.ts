import type { Container } from 'inversify';
import type { AdapterSet } from './adapter-set';
import { TOKENS, type PrepareAdminArea } from './tokens';

/**
 * Downloads the admin area's chunk (its screens, and its ports from the page's adapter set) and
 * binds them into the page's container, once: later calls (every admin route asks) find it bound.
 * A test that bound the area itself is left alone.
 */
export const createAdminAreaPreparation = (container: Container, adapters: AdapterSet): PrepareAdminArea => {
  let prepared: Promise<void> | null = null;
  return () => {
    prepared ??= Promise.all([import('./admin-area.binding'), adapters.adminAdapters()]).then(
      ([{ bindAdminArea }, bindAdapters]) => {
        if (!container.isBound(TOKENS.StaffOrdersViewModel)) bindAdminArea(container, bindAdapters);
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
