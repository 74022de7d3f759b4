import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffOrdersApiPort } from '../application/ports/staff-orders-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { staffOrderView, type StaffOrderView } from './staff-order-view';

export type TicketState = 'loading' | 'ready' | 'not-found' | 'failed';

/** The printable kitchen ticket of one order (the board opens it per order, staff print it). */
@injectable()
export class KitchenTicketViewModel {
  state: TicketState = 'loading';
  order: StaffOrderView | null = null;
  private latest = 0;

  constructor(
    @inject(TOKENS.StaffOrdersApi) private readonly api: StaffOrdersApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'latest'>(
      this,
      { api: false, session: false, latest: false },
      { autoBind: true },
    );
  }

  async load(code: string): Promise<void> {
    const ticket = ++this.latest;
    this.state = 'loading';
    const result = await this.api.getOrder(code);
    runInAction(() => {
      if (ticket !== this.latest) return;
      if (result.ok) {
        this.order = staffOrderView(result.value);
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') {
        this.session.signOut();
      } else {
        this.order = null;
        this.state = result.reason === 'not-found' ? 'not-found' : 'failed';
      }
    });
  }
}
