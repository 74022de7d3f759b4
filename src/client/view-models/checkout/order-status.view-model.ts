import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { orderProgressOf, type OrderProgress, type ProgressStep } from '../../../domain/order/order-progress.rule';
import { formatHryvnias } from '../../../domain/shared/money';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { OrderProgressApiPort, OrderProgressEventsPort } from '../../application/ports/order-progress.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CheckoutLineView } from './checkout-page.view-model';
import { placedModifiersText } from './order-line-modifiers';

export type OrderStatusPageState = 'loading' | 'ready' | 'not-found' | 'unavailable';

export interface ProgressStepView {
  readonly step: ProgressStep;
  readonly state: 'done' | 'current' | 'to-come';
}

/** A translation key of the checkout namespace and its values. */
export interface TextView {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

/**
 * The order status page (/order/{code}/): the order as the server has it, kept current by the
 * live stream. After the stream was down, or when the server says events were missed, the order is
 * read again, so the page never stays behind what staff did meanwhile (architecture/order-status.md).
 */
@injectable()
export class OrderStatusViewModel {
  state: OrderStatusPageState = 'loading';
  order: OrderProgressDto | null = null;
  /** The live stream is open; false while it reconnects. */
  live = false;
  private stopFollowing: (() => void) | null = null;
  private wasDown = false;
  /** Bumped by every read and every event: a read answered after a newer event is dropped. */
  private version = 0;
  private code: string | null = null;

  constructor(
    @inject(TOKENS.OrderProgressApi) private readonly api: OrderProgressApiPort,
    @inject(TOKENS.OrderProgressEvents) private readonly events: OrderProgressEventsPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'events' | 'shell' | 'stopFollowing' | 'version' | 'wasDown' | 'code'>(
      this,
      {
        api: false,
        events: false,
        shell: false,
        stopFollowing: false,
        version: false,
        wasDown: false,
        code: false,
        order: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Shows the order and follows it until `close`. */
  open(code: string): void {
    this.close();
    this.code = code;
    this.state = 'loading';
    this.order = null;
    this.stopFollowing = this.events.follow(code, {
      progress: (progress) => this.apply(progress),
      resync: () => void this.reload(),
      connection: (state) => this.connectionChanged(state),
    });
    void this.reload();
  }

  close(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.live = false;
    this.wasDown = false;
  }

  async reload(): Promise<void> {
    const code = this.code;
    if (code === null) return;
    this.version += 1;
    const ticket = this.version;
    const result = await this.api.load(code);
    runInAction(() => {
      if (ticket !== this.version || code !== this.code) return;
      if (result.ok) {
        this.order = result.value;
        this.state = 'ready';
      } else if (this.order === null) {
        this.state = result.reason;
      }
    });
  }

  private apply(progress: OrderProgressDto): void {
    if (progress.code !== this.code) return;
    this.version += 1;
    this.order = progress;
    this.state = 'ready';
  }

  private connectionChanged(state: 'live' | 'down'): void {
    this.live = state === 'live';
    if (state === 'down') {
      this.wasDown = true;
      return;
    }
    // Back after a drop: whatever changed meanwhile was not streamed.
    if (this.wasDown) {
      this.wasDown = false;
      void this.reload();
    }
  }

  get progress(): OrderProgress | null {
    return this.order === null ? null : orderProgressOf(this.order.status, this.order.deliveryType);
  }

  get steps(): readonly ProgressStepView[] {
    const progress = this.progress;
    if (progress === null) return [];
    return progress.steps.map((step, index) => ({
      step,
      state: index < progress.current ? 'done' : index === progress.current ? 'current' : 'to-come',
    }));
  }

  /** When the order arrives, as promised at checkout. */
  get promise(): TextView | null {
    const promise = this.order?.promise;
    if (promise === undefined) return null;
    switch (promise.kind) {
      case 'self-pickup':
        return { key: 'status.promise.selfPickup' };
      case 'pre-order':
        return { key: 'status.promise.preOrder', params: { date: promise.date, time: promise.time } };
      case 'address-check':
        return { key: 'status.promise.addressCheck' };
      case 'zone':
        return promise.by === null
          ? { key: 'page.zone', params: { minutes: promise.minutes } }
          : { key: 'status.promise.zone', params: { time: promise.by, minutes: promise.minutes } };
    }
  }

  /** "Олена, phone ending in 21": the customer recognises the order as theirs. */
  get customer(): TextView | null {
    const customer = this.order?.customer;
    if (customer === undefined) return null;
    return {
      key: customer.phoneEnding === '' ? 'status.customerName' : 'status.customer',
      params: { name: customer.firstName, ending: customer.phoneEnding },
    };
  }

  get lines(): readonly CheckoutLineView[] {
    const locale = this.shell.locale;
    return (this.order?.lines ?? []).map((line, index) => ({
      key: `${index}-${line.name}`,
      name: line.translation[locale] || line.name,
      count: line.count,
      modifiers: placedModifiersText(line.modifiers, locale),
      totalText: formatHryvnias(line.total),
      isGift: line.isGift,
    }));
  }

  /** The delivery fee ('' for free) for a delivered order, null for self-pickup, which has none. */
  get shippingText(): string | null {
    if (this.order === null || this.order.deliveryType === 'self-pickup') return null;
    return this.order.shipping === 0 ? '' : formatHryvnias(this.order.shipping);
  }

  /** The coupon's discount, null without one. */
  get discountText(): string | null {
    return this.order === null || this.order.discount === 0 ? null : `−${formatHryvnias(this.order.discount)}`;
  }

  get toPayText(): string {
    return this.order === null ? '' : formatHryvnias(this.order.toPay);
  }

  get menuPath(): string {
    return this.shell.homePath;
  }
}
