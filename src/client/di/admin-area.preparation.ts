import type { Container } from 'inversify';
import type { AdapterSet } from './adapter-set';
import { onFirstUse } from './area-preparation';
import { TOKENS, type PrepareAdminArea } from './tokens';

/**
 * Downloads the admin area's chunk (its screens, and its ports from the page's adapter set) and
 * binds them into the page's container, once: later calls (every admin route asks) find it bound.
 */
export const createAdminAreaPreparation = (container: Container, adapters: AdapterSet): PrepareAdminArea =>
  onFirstUse(container, TOKENS.StaffOrdersViewModel, () =>
    Promise.all([import('./admin-area.binding'), adapters.adminAdapters()]).then(
      ([{ bindAdminArea }, bindAdapters]) =>
        (target: Container) =>
          bindAdminArea(target, bindAdapters),
    ),
  );
