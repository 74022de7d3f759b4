import type { Container } from 'inversify';
import type { AdapterMode } from './adapter-mode';

/**
 * Which implementations the page's ports get: the browser's real adapters, or the in-memory fakes
 * of demos and tests. The fakes are a chunk of their own that a real visitor never downloads.
 */
export interface AdapterSet {
  readonly mode: AdapterMode;
  readonly bind: (container: Container) => void;
}
