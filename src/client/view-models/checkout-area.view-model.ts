import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type PrepareCheckoutArea } from '../di/tokens';

/**
 * Whether the order form's view-models are bound yet. They load on first use (the cart opens, the
 * night notice offers a pre-order, a checkout or order status page loads), so a menu page's first
 * load neither downloads them nor fetches the lists the form chooses from. Components that show
 * the order form, its messages or its SMS step render once `isReady`.
 */
@injectable()
export class CheckoutAreaViewModel {
  isReady = false;

  constructor(@inject(TOKENS.PrepareCheckoutArea) private readonly prepare: PrepareCheckoutArea) {
    makeAutoObservable<this, 'prepare'>(this, { prepare: false }, { autoBind: true });
  }

  /** Loads and binds the order form once; a failed download rejects and is tried again next time. */
  async load(): Promise<void> {
    if (this.isReady) return;
    await this.prepare();
    runInAction(() => {
      this.isReady = true;
    });
  }
}
