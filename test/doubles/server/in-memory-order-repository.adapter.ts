import type { OrderConfirmation, OrderRecord } from '../../../src/server/application/ports/order-record.types';
import type {
  MarkPaidOutcome,
  MarkRefundedOutcome,
  OrderRepositoryPort,
  PhoneHistory,
  SaveOrderOptions,
  SaveOrderOutcome,
} from '../../../src/server/application/ports/order-repository.port';

/** Counts coupon uses for the orders (InMemoryCouponRepository is one). */
export interface CouponUseCounter {
  /** Takes one use; false, and nothing taken, when none is left. */
  claimUse(code: string): boolean;
}

const UNCOUNTED_COUPONS: CouponUseCounter = { claimUse: () => true };

/**
 * Orders kept in process memory: a shop run without a database (demos, a single kiosk) and the
 * reference behaviour the PostgreSQL repository must match. Every method runs without awaiting in
 * between, so each is atomic on Node's single thread, just as a transaction is in the database.
 * Records are copied in and out: a caller mutating what it holds cannot change a stored order.
 */
export class InMemoryOrderRepository implements OrderRepositoryPort {
  private readonly byCode = new Map<string, OrderRecord>();
  private readonly codeByKey = new Map<string, string>();
  private readonly codesByPhone = new Map<string, Set<string>>();
  /** When each phone was sent a code: the sms_codes table of the PostgreSQL repository. */
  private readonly smsSentByPhone = new Map<string, Date[]>();

  /** `coupons` counts the uses of order coupons; without it, coupon uses are not limited. */
  constructor(private readonly coupons: CouponUseCounter = UNCOUNTED_COUPONS) {}

  async save(order: OrderRecord, options?: SaveOrderOptions): Promise<SaveOrderOutcome> {
    const earlierCode = order.idempotencyKey === null ? undefined : this.codeByKey.get(order.idempotencyKey);
    const earlier = earlierCode === undefined ? undefined : this.byCode.get(earlierCode);
    if (earlier) return { kind: 'duplicate', order: structuredClone(earlier) };
    if (this.byCode.has(order.code)) return { kind: 'code-taken' };
    if (this.isSlotFull(order, options?.slotCapacity ?? null)) return { kind: 'slot-full' };
    if (order.couponCode !== null && !this.coupons.claimUse(order.couponCode)) return { kind: 'coupon-used-up' };
    this.byCode.set(order.code, structuredClone(order));
    if (order.idempotencyKey !== null) this.codeByKey.set(order.idempotencyKey, order.code);
    const phoneCodes = this.codesByPhone.get(order.phoneDigits) ?? new Set<string>();
    phoneCodes.add(order.code);
    this.codesByPhone.set(order.phoneDigits, phoneCodes);
    if (order.confirmation.status === 'sms-pending' && order.confirmation.codeHash !== null) {
      this.smsSentByPhone.set(order.phoneDigits, [
        ...(this.smsSentByPhone.get(order.phoneDigits) ?? []),
        new Date(order.confirmation.updatedAt),
      ]);
    }
    return { kind: 'created', order: structuredClone(order) };
  }

  /** Same rule as the database: pre-orders of the city for that date and time (staff cancel only there). */
  private isSlotFull(order: OrderRecord, capacity: number | null): boolean {
    if (capacity === null || order.form.deliveryType !== 'pre-order') return false;
    const { deliveryDate, deliveryTime } = order.form;
    const taken = [...this.byCode.values()].filter(
      (other) =>
        other.cityId === order.cityId &&
        other.form.deliveryType === 'pre-order' &&
        other.form.deliveryDate === deliveryDate &&
        other.form.deliveryTime === deliveryTime,
    ).length;
    return taken >= capacity;
  }

  async findByCode(code: string): Promise<OrderRecord | null> {
    const order = this.byCode.get(code);
    return order ? structuredClone(order) : null;
  }

  async findByIdempotencyKey(key: string): Promise<OrderRecord | null> {
    const code = this.codeByKey.get(key);
    return code === undefined ? null : this.findByCode(code);
  }

  async findByKeyOrCode(key: string): Promise<OrderRecord | null> {
    return (await this.findByIdempotencyKey(key)) ?? (await this.findByCode(key));
  }

  async phoneHistory(phoneDigits: string, since: Date): Promise<PhoneHistory> {
    const hasConfirmedOrder = [...(this.codesByPhone.get(phoneDigits) ?? [])].some((code) => {
      const order = this.byCode.get(code);
      return order !== undefined && (order.confirmation.status === 'sms-confirmed' || order.payment.status === 'paid');
    });
    const codesSentSince = (this.smsSentByPhone.get(phoneDigits) ?? []).filter(
      (sentAt) => sentAt.getTime() >= since.getTime(),
    ).length;
    return { hasConfirmedOrder, codesSentSince };
  }

  async replaceConfirmation(code: string, expectedRevision: number, next: OrderConfirmation): Promise<boolean> {
    if (next.revision !== expectedRevision + 1) {
      throw new Error(`confirmation revision must go from ${expectedRevision} to ${expectedRevision + 1}`);
    }
    const order = this.byCode.get(code);
    if (!order || order.confirmation.revision !== expectedRevision) return false;
    this.byCode.set(code, { ...order, confirmation: structuredClone(next) });
    return true;
  }

  async replaceCode(code: string, expectedRevision: number, next: OrderConfirmation): Promise<boolean> {
    const order = this.byCode.get(code);
    if (!(await this.replaceConfirmation(code, expectedRevision, next)) || order === undefined) return false;
    this.smsSentByPhone.set(order.phoneDigits, [
      ...(this.smsSentByPhone.get(order.phoneDigits) ?? []),
      new Date(next.updatedAt),
    ]);
    return true;
  }

  async markPaid(
    code: string,
    payment: { readonly providerStatus: string; readonly paidAt: Date },
  ): Promise<MarkPaidOutcome> {
    const order = this.byCode.get(code);
    if (!order) return 'not-found';
    if (order.payment.status === 'paid' || order.payment.status === 'refunded') return 'already-paid';
    const codeVoid = order.confirmation.status === 'sms-pending' || order.confirmation.status === 'sms-locked';
    this.byCode.set(code, {
      ...order,
      payMethod: 'online',
      form: { ...order.form, payMethod: 'online' },
      confirmation: codeVoid
        ? {
            ...order.confirmation,
            status: 'not-required',
            codeHash: null,
            codeExpiresAt: null,
            revision: order.confirmation.revision + 1,
          }
        : order.confirmation,
      payment: {
        status: 'paid',
        providerStatus: payment.providerStatus,
        paidAt: new Date(payment.paidAt),
        updatedAt: new Date(payment.paidAt),
      },
    });
    return 'marked';
  }

  async recordPaymentAttempt(
    code: string,
    attempt: { readonly status: 'awaiting' | 'failed'; readonly providerStatus: string; readonly at: Date },
  ): Promise<void> {
    const order = this.byCode.get(code);
    // A paid order stays paid: a late failure of an earlier attempt must not undo a payment.
    if (
      !order ||
      order.payMethod !== 'online' ||
      order.payment.status === 'paid' ||
      order.payment.status === 'refunded'
    )
      return;
    this.byCode.set(code, {
      ...order,
      payment: {
        ...order.payment,
        status: attempt.status,
        providerStatus: attempt.providerStatus,
        updatedAt: new Date(attempt.at),
      },
    });
  }

  async markRefunded(
    code: string,
    refund: { readonly providerStatus: string; readonly at: Date },
  ): Promise<MarkRefundedOutcome> {
    const order = this.byCode.get(code);
    if (!order) return 'not-found';
    if (order.payment.status !== 'paid') return 'not-paid';
    this.byCode.set(code, {
      ...order,
      payment: {
        ...order.payment,
        status: 'refunded',
        providerStatus: refund.providerStatus,
        updatedAt: new Date(refund.at),
      },
    });
    return 'marked';
  }

  /** Every order, oldest first: what an operator's screen lists. */
  list(): OrderRecord[] {
    return [...this.byCode.values()]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((order) => structuredClone(order));
  }
}
