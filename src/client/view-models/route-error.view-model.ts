import { inject, injectable } from 'inversify';
import { isChunkLoadError } from '../application/chunk-load-error';
import { errorStatusOf } from '../application/error-status';
import type { RecoverFromChunkError } from '../application/recover-from-chunk-error.use-case';
import { TOKENS } from '../di/tokens';

/**
 * What the error page needs to know about the error a route threw: whether it is a stale-deploy
 * chunk failure (which a reload fixes) and which status to show otherwise.
 */
@injectable()
export class RouteErrorViewModel {
  constructor(@inject(TOKENS.RecoverFromChunkError) private readonly recoverFromChunkError: RecoverFromChunkError) {}

  isChunkFailure(error: unknown): boolean {
    return isChunkLoadError(error);
  }

  statusOf(error: unknown): number {
    return errorStatusOf(error);
  }

  /** Starts the rate-limited reload; answers whether a reload is under way (if not, the page shows the error). */
  recover(): boolean {
    return this.recoverFromChunkError();
  }
}
