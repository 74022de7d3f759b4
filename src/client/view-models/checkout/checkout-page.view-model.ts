import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DEFAULT_CITY, citySlugOf, isCityId } from '../../../domain/city/city';
import { buildShopPath } from '../../../domain/routing/shop-route';
import { orderPromiseOf } from '../../../domain/order/order-promise.rule';
import { awaitsOnlinePayment } from '../../../domain/order/payment-recovery.rule';
import { isOrderPaymentStatus } from '../../../domain/shop-api/ordering.contract';
import { pickupPointHours, pickupPointLabel } from '../../../domain/order/pickup-point-address.rule';
import { formatHryvnias } from '../../../domain/shared/money';
import type { OrderApiPort, OrderSummaryDto } from '../../application/ports/order-api.port';
import type { OrderSessionStoragePort, PlacedOrder } from '../../application/ports/order-session-storage.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { OrderCompletion } from './order-completion';
import { placedModifiersText } from './order-line-modifiers';
import type { PaymentRecoveryViewModel } from './payment-recovery.view-model';

export type CheckoutPageState = 'loading' | 'no-order' | 'payment-failed' | 'ready' | 'unavailable';

export interface CheckoutLineView {
  readonly key: string;
  readonly name: string;
  readonly count: number;
  /** The chosen modifiers as one line ('Chicken patty, Extra bacon ×2'); '' for none. */
  readonly modifiers: string;
  readonly totalText: string;
  readonly isGift: boolean;
}

/**
 * The thank-you page (/checkout/): only with a placed order. Back from the payment page it asks
 * payment-status first: success finishes the order (the cart moves to the checkout cart). An order
 * still waiting for its online payment shows its summary with two ways out, paying again or in
 * cash (architecture/order-status.md), and stays this browser's order until one of them settles
 * it; anything else clears the checkout and says so (architecture/storefront-checkout.md). The
 * summary comes from GET /order/{code}.
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
    @inject(TOKENS.PaymentRecoveryViewModel) readonly recovery: PaymentRecoveryViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'completion' | 'shell'>(
      this,
      { api: false, session: false, completion: false, shell: false, recovery: false, summary: observableRef },
      { autoBind: true },
    );
  }

  /** `returnedOrderId`: the payment page's result_url carries ?orderId=. */
  async load(returnedOrderId: string | null): Promise<void> {
    const placed = this.session.loadPlacedOrder();
    const orderId =
      returnedOrderId ?? (placed?.status === 'placed' || placed?.status === 'awaiting-payment' ? placed.orderId : null);
    if (orderId === null) return this.settle('no-order');
    const awaitsPayment = returnedOrderId !== null || placed?.status === 'awaiting-payment';
    if (awaitsPayment && !(await this.paid(orderId, placed))) return this.unpaid(orderId, placed);
    await this.showSummary(orderId);
  }

  /** After "pay in cash" placed the order without a code: the page becomes the order's thank-you page. */
  async payInCash(): Promise<void> {
    const orderId = this.summary?.orderId;
    if (orderId === undefined) return;
    if ((await this.recovery.payInCash(orderId)) === 'placed') await this.showSummary(orderId);
  }

  payAgain(): Promise<void> {
    const orderId = this.summary?.orderId;
    return orderId === undefined ? Promise.resolve() : this.recovery.payAgain(orderId);
  }

  /** The order's online payment is still to be made: both ways out are offered. */
  get awaitsPayment(): boolean {
    const summary = this.summary;
    if (summary === null || summary.checkout.payMethod === null) return false;
    const paymentStatus = summary.paymentStatus === 'success' ? 'paid' : summary.paymentStatus;
    // The summary carries no kitchen status: an order staff moved on is refused by the server, with its message.
    return (
      isOrderPaymentStatus(paymentStatus) &&
      awaitsOnlinePayment({ status: 'new', payMethod: summary.checkout.payMethod, paymentStatus })
    );
  }

  private async showSummary(orderId: string): Promise<void> {
    const result = await this.api.getOrderSummary(orderId, this.shell.locale);
    runInAction(() => {
      if (result.ok) this.summary = result.value;
      this.state = result.ok ? 'ready' : result.failure.kind === 'refused' ? 'no-order' : 'unavailable';
    });
  }

  /**
   * Not paid: an order that can still be paid keeps its summary and the two buttons, and stays this
   * browser's order; any other (or one that cannot be read) leaves the checkout cleared.
   */
  private async unpaid(orderId: string, placed: PlacedOrder | null): Promise<void> {
    const result = await this.api.getOrderSummary(orderId, this.shell.locale);
    runInAction(() => {
      this.summary = result.ok ? result.value : null;
      // The payment status could not be read, but the summary knows it was paid.
      if (result.ok && result.value.paymentStatus === 'success') this.finishPaid(orderId, placed);
      if (result.ok && !this.awaitsPayment) {
        // Settled meanwhile (switched to cash, say): its thank-you page as for any placed order.
        this.state = 'ready';
        return;
      }
      if (!result.ok) this.session.clearPlacedOrder();
      this.state = 'payment-failed';
    });
  }

  private async paid(orderId: string, placed: PlacedOrder | null): Promise<boolean> {
    const status = await this.api.paymentStatus(orderId);
    if (status.ok && status.value === 'success') {
      runInAction(() => this.finishPaid(orderId, placed));
      return true;
    }
    return false;
  }

  /** Finished once: a reload of the page finds the order already 'placed'. */
  private finishPaid(orderId: string, placed: PlacedOrder | null): void {
    if (placed !== null && placed.orderId === orderId && placed.status === 'awaiting-payment')
      this.completion.finish(placed);
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
      modifiers: placedModifiersText(line.modifiers, locale),
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
    const promise = orderPromiseOf({
      checkout: summary.checkout,
      needsAddressCheck: summary.needsAddressCheck,
      placedAtMs: null,
    });
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
    return buildShopPath({
      locale: this.shell.locale,
      city: slug === DEFAULT_CITY ? null : slug,
      page: 'order',
      orderCode: summary.orderId,
    });
  }
}
