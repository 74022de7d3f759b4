import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DEFAULT_CITY, citySlugOf, isCityId } from '../../../domain/city/city';
import { buildShopPath } from '../../../domain/routing/shop-route';
import { orderPromiseOf } from '../../../domain/order/order-promise.rule';
import { pickupPointHours, pickupPointLabel } from '../../../domain/order/pickup-point-address.rule';
import { formatHryvnias } from '../../../domain/shared/money';
import type { OrderApiPort, OrderSummaryDto } from '../../application/ports/order-api.port';
import type { OrderSessionStoragePort, PlacedOrder } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { OrderCompletion } from './order-completion';

export type CheckoutPageState = 'loading' | 'no-order' | 'payment-failed' | 'ready' | 'unavailable';

export interface CheckoutLineView {
  readonly key: string;
  readonly name: string;
  readonly count: number;
  readonly totalText: string;
  readonly isGift: boolean;
}

/**
 * The thank-you page (/checkout/): only with a placed order. Back from the payment page it asks
 * payment-status first: success finishes the order (the cart moves to the checkout cart), anything
 * else clears the checkout and says so (architecture/storefront-checkout.md). The summary comes from GET /order/{code}.
 */
@injectable()
export class CheckoutPageViewModel {
  state: CheckoutPageState = 'loading';
  summary: OrderSummaryDto | null = null;

  constructor(
    @inject(TOKENS.OrderApi) private readonly api: OrderApiPort,
    @inject(TOKENS.OrderSession) private readonly session: OrderSessionStoragePort,
    @inject(TOKENS.OrderCompletion) private readonly completion: OrderCompletion,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'completion' | 'shell'>(
      this,
      { api: false, session: false, completion: false, shell: false, summary: observableRef },
      { autoBind: true },
    );
  }

  /** `returnedOrderId`: the payment page's result_url carries ?orderId=. */
  async load(returnedOrderId: string | null): Promise<void> {
    const placed = this.session.loadPlacedOrder();
    const orderId = returnedOrderId ?? (placed?.status === 'placed' || placed?.status === 'awaiting-payment' ? placed.orderId : null);
    if (orderId === null) return this.settle('no-order');
    const awaitsPayment = returnedOrderId !== null || placed?.status === 'awaiting-payment';
    if (awaitsPayment && !(await this.paid(orderId, placed))) return this.settle('payment-failed');
    const result = await this.api.getOrderSummary(orderId, this.shell.locale);
    runInAction(() => {
      if (result.ok) this.summary = result.value;
      this.state = result.ok ? 'ready' : result.failure.kind === 'refused' ? 'no-order' : 'unavailable';
    });
  }

  private async paid(orderId: string, placed: PlacedOrder | null): Promise<boolean> {
    const status = await this.api.paymentStatus(orderId);
    if (status.ok && status.value === 'success') {
      // Finished once: a reload of the page finds the order already 'placed'.
      if (placed !== null && placed.orderId === orderId && placed.status === 'awaiting-payment') runInAction(() => this.completion.finish(placed));
      return true;
    }
    this.session.clearPlacedOrder();
    return false;
  }

  private settle(state: CheckoutPageState): void {
    runInAction(() => (this.state = state));
  }

  get lines(): readonly CheckoutLineView[] {
    const locale = this.shell.locale;
    return (this.summary?.lines ?? []).map((line, index) => ({
      key: `${line.productId}-${index}`,
      name: line.translation[locale] || line.name,
      count: line.count,
      totalText: formatHryvnias(line.total),
      isGift: line.isGift,
    }));
  }

  /**
   * Where the order goes or is collected: a self-pickup point in the customer's language (from the
   * point as it was ordered), else the address as the summary has it.
   */
  get place(): string {
    const summary = this.summary;
    if (summary === null) return '';
    const point = summary.checkout.deliveryType === 'self-pickup' ? (summary.pickupPoint ?? null) : null;
    if (point !== null) return pickupPointLabel(point, this.shell.locale);
    const { deliveryCityName, street, house } = summary.checkout;
    return [deliveryCityName, street, house].filter((part) => part !== '').join(', ');
  }

  /** A self-pickup point's opening hours; null for deliveries or when staff gave none. */
  get pickupHours(): string | null {
    const point = this.summary?.checkout.deliveryType === 'self-pickup' ? (this.summary.pickupPoint ?? null) : null;
    return point === null ? null : pickupPointHours(point);
  }

  /** The zone/time promise under the summary: a translation key of the checkout namespace. */
  get promise(): { readonly key: string; readonly params?: Record<string, string | number> } | null {
    const summary = this.summary;
    if (summary === null) return null;
    const promise = orderPromiseOf({ checkout: summary.checkout, needsAddressCheck: summary.needsAddressCheck, placedAtMs: null });
    switch (promise.kind) {
      case 'self-pickup':
        return { key: 'page.selfPickup' };
      case 'pre-order':
        return { key: 'page.preOrder', params: { date: promise.date, time: promise.time } };
      case 'address-check':
        return { key: 'page.addressCheck' };
      case 'zone':
        return { key: 'page.zone', params: { minutes: promise.minutes } };
    }
  }

  /** The operator calls to confirm the order before it is cooked: the page says so. */
  get operatorWillCall(): boolean {
    return this.summary?.confirmationStatus === 'phone-call-requested';
  }

  money(value: number): string {
    return formatHryvnias(value);
  }

  get menuPath(): string {
    return this.shell.homePath;
  }

  /** The order's status page, in the order's city and the page's language; null without an order. */
  get statusPath(): string | null {
    const summary = this.summary;
    if (summary === null) return null;
    const slug = isCityId(summary.cityId) ? citySlugOf(summary.cityId) : DEFAULT_CITY;
    return buildShopPath({ locale: this.shell.locale, city: slug === DEFAULT_CITY ? null : slug, page: 'order', orderCode: summary.orderId });
  }
}
