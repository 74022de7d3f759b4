import type { Container } from 'inversify';

/**
 * Which implementations the page's ports get: the browser's real adapters, the demo's
 * (`npm run demo`), or the server render's. The admin area's ports come with the admin area's
 * chunk, so a customer's page never downloads them; a set may likewise leave the order form's
 * ports to the checkout area's chunk.
 */
export interface AdapterSet {
  readonly bind: (container: Container) => void;
  /** Loads the admin area's ports; the admin area binds them before its screens (admin-area.preparation.ts). */
  readonly adminAdapters: () => Promise<(container: Container) => void>;
  /**
   * Loads the order form's ports not bound by `bind`; the checkout area binds them before the order
   * form (checkout-area.preparation.ts).
   */
  readonly checkoutAdapters: () => Promise<(container: Container) => void>;
}
